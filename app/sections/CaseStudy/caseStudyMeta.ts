import type { MetaDescriptor } from "react-router";
import type { Lang } from "~/content/lang";
import type { Words } from "~/content/words";
import { findCaseStudy } from "~/lib/caseStudy";
import { unprefixedPath } from "~/lib/lang";
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
  lang: Lang,
  words: Pick<
    Words,
    "caseStudies" | "caseStudyCopy" | "site" | "siteMeta" | "serviceLineLabels"
  >,
): MetaDescriptor[] {
  const { caseStudies, caseStudyCopy, site } = words;
  const study = findCaseStudy(id, caseStudies);
  if (!study) {
    const copy = caseStudyCopy.notFound;
    return pageMeta({
      lang,
      title: `${copy.metaTitle} | ${site.name}`,
      description: copy.description,
      path: unprefixedPath(pathname),
      isNoIndex: true,
    });
  }
  return pageMeta({
    lang,
    title: `${study.title} | ${site.name}`,
    description: study.summary,
    path: `/portfolio/${study.id}`,
    type: "article",
    jsonLd: [caseStudyJsonLd(study, lang, words.serviceLineLabels[study.line])],
    image: caseStudyOgImage(study, words),
  });
}
