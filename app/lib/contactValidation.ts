import { zodResolver } from "@hookform/resolvers/zod";
import { contactSchema } from "./contactSchema";

/**
 * The contact form's rules as a form resolver. Its code (zod and the
 * resolver, about 6 kB) loads when the visitor first focuses the form, not
 * with the page: see `lazyContactResolver`.
 */
export const contactResolver = zodResolver(contactSchema);
