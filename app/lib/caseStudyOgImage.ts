import { serviceLineLabels } from "~/content/serviceLines";
import { siteMeta } from "~/content/site";
import type { CaseStudy } from "~/content/types";
import { OG_IMAGE_SIZE, ogCardPath, type OgImage } from "./seo";

/** The collection a case study's card is filed under: /og/portfolio/<id>.png */
export const CASE_STUDY_OG_COLLECTION = "portfolio";

/**
 * A case study's own social card, drawn at build time by scripts/ogCards.ts:
 * its title, client, service line and cover illustration.
 */
export function caseStudyOgImage(study: CaseStudy): OgImage {
  return {
    path: ogCardPath(CASE_STUDY_OG_COLLECTION, study.id),
    ...OG_IMAGE_SIZE,
    alt: siteMeta.caseStudyCardAlt(
      study.title,
      serviceLineLabels[study.line],
      study.client,
    ),
  };
}
