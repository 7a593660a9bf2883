/**
 * Version 10: the enquiry's optional phone or WhatsApp number, as typed, and
 * its E.164 form when it is a valid number (`app/content/enquiry.ts`).
 */
export const phone = [
  `ALTER TABLE leads ADD COLUMN phone TEXT NOT NULL DEFAULT ''`,
  `ALTER TABLE leads ADD COLUMN phone_e164 TEXT`,
];
