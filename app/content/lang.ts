/**
 * The site's languages: English at `/`, Hindi under `/hi/`. English is the
 * default (`x-default`); nothing redirects by `Accept-Language`.
 */
export const langs = ["en", "hi"] as const;

export type Lang = (typeof langs)[number];

/** Each language's name in itself: the language switch's label. */
export const langNames = {
  en: "English",
  hi: "हिंदी",
} as const satisfies Record<Lang, string>;

/** The path prefix of each language's pages. */
export const langPrefixes = {
  en: "",
  hi: "/hi",
} as const satisfies Record<Lang, string>;

/** Open Graph's locale of each language's pages. */
export const ogLocales = {
  en: "en_IN",
  hi: "hi_IN",
} as const satisfies Record<Lang, string>;

/**
 * The locale dates, weekdays and times are formatted in: the English pages
 * keep the words they have always shown ("Wednesday 7 pm").
 */
export const formatLocales = {
  en: "en-US",
  hi: "hi-IN",
} as const satisfies Record<Lang, string>;

/** Each language's name in English: how the studio's inbox and e-mail name it. */
export const langNamesInEnglish = {
  en: "English",
  hi: "Hindi",
} as const satisfies Record<Lang, string>;

/**
 * The name an enquiry's language travels under: the key in the form's JSON
 * and the hidden field of the form without JavaScript (on Hindi pages).
 */
export const LANG_FIELD = "lang";
