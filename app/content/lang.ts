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

/** The locale dates, numbers and times are formatted in. */
export const formatLocales = {
  en: "en-IN",
  hi: "hi-IN",
} as const satisfies Record<Lang, string>;
