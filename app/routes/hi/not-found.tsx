import { replace } from "react-router";
import { Spinner } from "~/components/Spinner/Spinner";
import { shellPageCopy } from "~/content/pages/hi/shell";

/** Any other path under `/hi/` goes to the Hindi home page, replacing the entry. */
export const handle = { copy: shellPageCopy };

export function clientLoader() {
  return replace("/hi/");
}

export function HydrateFallback() {
  return <Spinner />;
}

export default function NotFound() {
  return null;
}
