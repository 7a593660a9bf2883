import devanagariRegular from "@fontsource/poppins/files/poppins-devanagari-400-normal.woff2?url";
import devanagariSemiBold from "@fontsource/poppins/files/poppins-devanagari-600-normal.woff2?url";
import devanagariBold from "@fontsource/poppins/files/poppins-devanagari-700-normal.woff2?url";

/**
 * The Hindi pages' own font files, preloaded beside the Latin ones the
 * root preloads: their text is set in them from the first paint. English
 * pages never name them.
 */
export const hindiFontLinks = () =>
  [devanagariBold, devanagariRegular, devanagariSemiBold].map((href) => ({
    rel: "preload",
    href,
    as: "font",
    type: "font/woff2",
    crossOrigin: "anonymous" as const,
  }));
