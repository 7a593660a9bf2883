/**
 * Version 32: the language of the page each enquiry was sent from
 * (`app/content/lang.ts`), so the studio sees it and the acknowledgement
 * goes out in it. Every enquiry before it came from an English page: they
 * all read 'en'. Only the site's languages can be stored.
 */
export const lang = [
  `ALTER TABLE leads ADD COLUMN lang TEXT NOT NULL DEFAULT 'en' CHECK (lang IN ('en', 'hi'))`,
];
