import type { MetaDescriptor } from "react-router";
import { insights } from "~/content/insights";
import type { Lang } from "~/content/lang";
import type { Words } from "~/content/words";
import { blogJsonLd } from "~/lib/articleStructuredData";
import { INSIGHTS_CARD_PATH, INSIGHTS_PATH } from "~/lib/insightPaths";
import { OG_IMAGE_SIZE, pageMeta } from "~/lib/seo";

/** The list of articles' head, in its language (the articles are English). */
export function insightsListMeta(
  lang: Lang,
  words: Pick<Words, "insightsCopy" | "siteMeta" | "site">,
): MetaDescriptor[] {
  const copy = words.insightsCopy;
  const title = `${copy.metaTitle} | ${words.site.name}`;
  return pageMeta({
    lang,
    title,
    description: copy.description,
    path: INSIGHTS_PATH,
    jsonLd: [
      blogJsonLd(insights, {
        name: words.siteMeta.feedTitle,
        description: copy.description,
      }),
    ],
    image: { path: INSIGHTS_CARD_PATH, ...OG_IMAGE_SIZE, alt: copy.cardAlt },
  });
}
