import { replace } from "react-router";
import { shellPageCopy } from "~/content/pages/hi/shell";

/** Any other path under `/hi/` goes to the Hindi home page, replacing the entry. */
export const handle = { copy: shellPageCopy };

export function clientLoader() {
  return replace("/hi/");
}

export { default, HydrateFallback } from "../not-found";
