/**
 * Version 13: where each enquiry came from (`app/lib/attribution.ts`): the
 * page it was sent from, the visit's landing page, referring origin, UTM
 * parameters and pages seen, and the assistant's hand-off, as checked JSON;
 * NULL when nothing is known (older enquiries, and an empty record).
 */
export const attribution = [`ALTER TABLE leads ADD COLUMN attribution TEXT`];
