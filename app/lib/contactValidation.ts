import { zodResolver } from "@hookform/resolvers/zod";
import { contactMessages } from "~/content/contactMessages";
import { contactMessages as hindiMessages } from "~/content/hi/contactMessages";
import type { Lang } from "~/content/lang";
import { contactSchemaWith } from "./contactSchema";

/**
 * The contact form's rules as a form resolver, with the messages in each
 * page's language. Its code (zod and the resolver, about 6 kB) loads when
 * the visitor first focuses the form, not with the page: see
 * `lazyContactResolver`.
 */
export const contactResolvers = {
  en: zodResolver(contactSchemaWith(contactMessages)),
  hi: zodResolver(contactSchemaWith(hindiMessages)),
} satisfies Record<Lang, unknown>;
