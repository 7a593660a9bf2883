import type { CaseStudy } from "~/content/types";
import type { Words } from "~/content/words";
import { OG_IMAGE_SIZE, ogCardPath, type OgImage } from "./seo";

/** The collection a case study's card is filed under: /og/portfolio/<id>.png */
export const CASE_STUDY_OG_COLLECTION = "portfolio";

/**
 * A case study's own social card, drawn at build time by scripts/ogCards.ts:
 * its title, client, service line and cover illustration.
 */
export function caseStudyOgImage(
  study: CaseStudy,
  words?: Pick<Words, "siteMeta" | "serviceLineLabels">,
): OgImage {
  return {
    path: ogCardPath(CASE_STUDY_OG_COLLECTION, study.id),
    ...OG_IMAGE_SIZE,
    alt:
      words?.siteMeta.caseStudyCardAlt(
        study.title,
        words.serviceLineLabels[study.line],
        study.client,
      ) ?? study.title,
  };
}
