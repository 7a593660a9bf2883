/** `tel:` link for a display phone number such as "+91 98100 12345". */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}
