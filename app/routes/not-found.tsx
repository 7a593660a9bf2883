import { replace } from "react-router";
import { Spinner } from "~/components/Spinner/Spinner";
import { shellPageCopy } from "~/content/pages/en/shell";

/** SPEC section 2: any other path redirects to `/`, replacing the entry. */
export const handle = { copy: shellPageCopy };

export function clientLoader() {
  return replace("/");
}

export function HydrateFallback() {
  return <Spinner />;
}

export default function NotFound() {
  return null;
}
