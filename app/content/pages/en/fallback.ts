import { shellPageCopy } from "./shell";

/**
 * The words of a page no route has given words yet (the fallback page for
 * unknown addresses, until its route loads): the English shell. Only the
 * root imports this module, on demand, so no Hindi page loads it.
 */
export const fallbackPageCopy = shellPageCopy;
