import type { Lang } from "~/content/lang";
import { site } from "~/content/site";
import { localePath } from "./lang";
import type { CaseStudy } from "~/content/types";
import { absoluteUrl } from "./seo";

// Apart from the studio's (structuredData.ts), which the home page's
// loader writes at build: a case study's page carries only its own.
/** schema.org CreativeWork for one case study. */
export function caseStudyJsonLd(
  study: CaseStudy,
  lang: Lang = "en",
  genre = study.line === "dev" ? "Web Development" : "Social Media Marketing",
) {
  return {
    "@context": "https://schema.org",
    "@type": "CreativeWork",
    name: study.title,
    headline: study.title,
    description: study.summary,
    url: absoluteUrl(localePath(lang, `/portfolio/${study.id}`)),
    inLanguage: lang,
    image: absoluteUrl(study.cover.src),
    dateCreated: String(study.year),
    genre,
    keywords: study.stack.join(", "),
    creator: {
      "@id": absoluteUrl("/#studio"),
      "@type": "Organization",
      name: site.name,
    },
    sourceOrganization: { "@type": "Organization", name: site.name },
    about: { "@type": "Organization", name: study.client },
  };
}
