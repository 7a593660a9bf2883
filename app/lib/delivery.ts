import type { ContactValues } from "~/lib/contactSchema";

export type DeliveryResult = { ok: true } | { ok: false; reason: string };

/**
 * The single seam where a validated enquiry leaves the form. SPEC section 7:
 * by default it only writes the values to the browser console.
 */
export async function deliverContact(
  values: ContactValues,
): Promise<DeliveryResult> {
  console.log("Contact form submission", values);
  return { ok: true };
}
