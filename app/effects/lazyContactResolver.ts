import type { FieldErrors, Resolver } from "react-hook-form";
import type { Lang } from "~/content/lang";
import type { ContactValues } from "~/lib/contactSchema";
import { retryingImport } from "~/lib/retryingImport";

const loadValidation = retryingImport(() => import("~/lib/contactValidation"));

/** Starts loading the form's rules ahead of the first Send (on focus). */
export function preloadContactValidation() {
  loadValidation().catch(() => {
    // A failure shows at Send, with the visitor's words kept.
  });
}

/**
 * The shared schema's resolver in the page's language, loaded on first use.
 * If its code cannot be downloaded, the form is not sent and says so
 * (`errors.root`, with `unavailable`), keeping every word; the next Send
 * tries the download again.
 */
export function lazyContactResolver(
  lang: Lang,
  unavailable: string,
): Resolver<ContactValues> {
  return async (values, context, options) => {
    try {
      const { contactResolvers } = await loadValidation();
      return await contactResolvers[lang](values, context, options);
    } catch {
      // React Hook Form types `root` as a map of named errors too.
      const root = {
        type: "unavailable",
        message: unavailable,
      } as FieldErrors<ContactValues>["root"];
      const errors: FieldErrors<ContactValues> = { root };
      return { values: {}, errors };
    }
  };
}
