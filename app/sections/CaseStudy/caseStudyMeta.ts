import type { MetaDescriptor } from "react-router";
import { caseStudies, caseStudyCopy } from "~/content/caseStudies";
import { site } from "~/content/site";
import { findCaseStudy } from "~/lib/caseStudy";
import { caseStudyOgImage } from "~/lib/caseStudyOgImage";
import { pageMeta } from "~/lib/seo";
import { caseStudyJsonLd } from "~/lib/caseStudyJsonLd";

/**
 * Title, description and canonical for /portfolio/:id. An id in another
 * case or encoding points to the case study's one canonical URL, with the
 * case study as schema.org CreativeWork; an unknown id gets the not-found
 * title and `noindex`.
 */
export function caseStudyMeta(
  id: string | undefined,
  pathname: string,
): MetaDescriptor[] {
  const study = findCaseStudy(id, caseStudies);
  if (!study) {
    const copy = caseStudyCopy.notFound;
    return pageMeta({
      title: `${copy.metaTitle} | ${site.name}`,
      description: copy.description,
      path: pathname,
      isNoIndex: true,
    });
  }
  return pageMeta({
    title: `${study.title} | ${site.name}`,
    description: study.summary,
    path: `/portfolio/${study.id}`,
    type: "article",
    jsonLd: [caseStudyJsonLd(study)],
    image: caseStudyOgImage(study),
  });
}
