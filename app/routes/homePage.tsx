import { memo, type ReactNode, Suspense } from "react";
import type { FaqEntry } from "~/content/faq";
import type { CaseStudy } from "~/content/types";
import type { Lang } from "~/content/lang";
import type { Measurements } from "~/content/measured";
import type { MeasuredWords } from "~/lib/measured";
import { type SectionId, sectionIds } from "~/content/sectionIds";
import type { HomeContent, Words } from "~/content/words";
import { HydratedMarker } from "~/hooks/useHydratedMarker";
import { featuredWorkData } from "~/lib/featured";
import { localizedCaseStudies } from "~/content/caseStudyText";
import { OG_IMAGE, pageMeta } from "~/lib/seo";
import { About } from "~/sections/About/About";
import { lazyPart } from "~/components/PartBoundary/lazyPart";
import { PartBoundary } from "~/components/PartBoundary/PartBoundary";
import { Contact } from "~/sections/Contact/Contact";
import { Hero } from "~/sections/Hero/Hero";
import { Process } from "~/sections/Process/Process";
import { Services } from "~/sections/Services/Services";
import { Why } from "~/sections/Why/Why";
import { ClientQuotes } from "~/sections/Work/ClientQuotes";
import { Work } from "~/sections/Work/Work";

/**
 * The home page's head in its language. The studio's JSON-LD comes with the
 * data (written at build), so the code that makes it stays out of the
 * page's JavaScript.
 */
export function homeMeta(
  lang: Lang,
  siteMeta: Words["siteMeta"],
  studio: object | undefined,
) {
  return pageMeta({
    lang,
    title: siteMeta.homeTitle,
    description: siteMeta.homeDescription,
    path: "/",
    jsonLd: studio ? [studio] : [],
    image: { ...OG_IMAGE, alt: siteMeta.cardAlt },
  });
}

/**
 * Each language's sections, FAQ and case studies, loaded only for its pages.
 * The sections' content is the page's data rather than its words: written
 * into the prerendered HTML, it stays out of the page's JavaScript.
 */
const languageContent = {
  en: async () => {
    const [{ homeContent }, { faq }, { caseStudies }] = await Promise.all([
      import("~/content/pages/en/homeContent"),
      import("~/content/faq"),
      import("~/content/caseStudies"),
    ]);
    return { sections: homeContent, faq, caseStudies };
  },
  hi: async () => {
    const [{ homeContent }, { faq }, { caseStudies }, { caseStudyTexts }] =
      await Promise.all([
        import("~/content/pages/hi/homeContent"),
        import("~/content/hi/faq"),
        import("~/content/caseStudies"),
        import("~/content/hi/caseStudyTexts"),
      ]);
    return {
      sections: homeContent,
      faq,
      caseStudies: localizedCaseStudies(caseStudies, caseStudyTexts),
    };
  },
} satisfies Record<
  Lang,
  () => Promise<{
    sections: HomeContent;
    faq: readonly FaqEntry[];
    caseStudies: readonly CaseStudy[];
  }>
>;

/**
 * The home page's data in one language. Run at build time by the route's
 * loader (the page is prerendered): the page's HTML carries the featured
 * cards and the quotes (right under the hero), and the portfolio's content
 * stays out of the home page's JavaScript. In the browser, the same data
 * for what was not prerendered: a client-side visit from another page, or
 * `/home` in another case (served by the SPA fallback).
 */
export async function homeData(
  lang: Lang,
  words: Pick<Words, "site" | "servicesIntro">,
) {
  const [{ sections, faq, caseStudies }, measured, { studioJsonLd }] =
    await Promise.all([
      languageContent[lang](),
      publishedFigures(lang),
      import("~/lib/structuredData"),
    ]);
  return {
    sections,
    work: featuredWorkData(sections.featuredWork, caseStudies),
    faq: faqShown(faq),
    measured,
    studio: studioJsonLd(lang, {
      tagline: words.site.tagline,
      catalogueName: words.servicesIntro.heading,
      services: sections.services,
    }),
  };
}

export type HomeData = Awaited<ReturnType<typeof homeData>>;

/**
 * The figures' words in each language: only the loader writes them (into
 * the figures it returns), so the page's JavaScript does not carry them.
 */
const figureWords = {
  en: () => import("~/content/measured"),
  hi: () => import("~/content/hi/measured"),
} satisfies Record<Lang, () => Promise<Pick<MeasuredWords, "measuredCopy">>>;

/**
 * The measured figures the site shows: only those published on purpose
 * into `app/content/measurements.json` (`npm run measurements:publish`),
 * so every build of one commit shows the same page.
 */
async function publishedFigures(lang: Lang) {
  const [{ measuredFigures }, published, { measuredCopy }] = await Promise.all([
    import("~/lib/measured"),
    import("~/content/measurements.json"),
    figureWords[lang](),
  ]);
  return measuredFigures(published.default as Measurements, {
    measuredCopy,
    dateLocale: dateLocales[lang],
  });
}

/** The figures' dates: "12 Nov 2026" in English, as before. */
const dateLocales = { en: "en-IN", hi: "hi-IN" } as const satisfies Record<
  Lang,
  string
>;

/** The FAQ without the assistant's keywords: what the page shows. */
function faqShown(entries: readonly FaqEntry[]) {
  return entries.map(({ id, question, answer, more }) => ({
    id,
    question,
    answer,
    more,
  }));
}

/**
 * The assistant, the page's last section: its own chunk, fetched as the
 * page hydrates. Until it arrives the section is the prerendered HTML, and
 * a tap or key press on it is handled once it has hydrated.
 */
const assistantSection = lazyPart(() =>
  import("~/features/assistant/AssistantSection").then(
    (module) => module.AssistantSection,
  ),
);
// Its download starts with this module, not once the page has hydrated, so
// the section hydrates right behind the page.
if (!import.meta.env.SSR) assistantSection.preload();

type HomeSectionsProps = {
  sections: HomeData["sections"];
  work: HomeData["work"];
  faq: HomeData["faq"];
  /** What the build found measured, beside the spec's figures. */
  measured: HomeData["measured"];
};

/**
 * One section as its own Suspense boundary: hydrated in its own task, and
 * marked `data-hydrated` once it is (the tests wait for that sign).
 */
function Part({ id, children }: { id: SectionId; children: ReactNode }) {
  return (
    <Suspense>
      {children}
      <HydratedMarker id={id} />
    </Suspense>
  );
}

/**
 * The page's sections, memoised: the router re-renders the route whenever
 * a navigation starts, and a tap on a link should not wait for the whole
 * home page to render again before the next page can show.
 *
 * Each section after the first two is its own Suspense boundary. Nothing in
 * them suspends: the boundaries let React hydrate the page in parts (the
 * first screen, then each section), each committed in its own short task,
 * where one commit of the whole page took about 28 ms on the benchmark
 * machine (four times that on the phone profile). A tap or key press on a
 * section not yet hydrated makes React hydrate that section first, then
 * handle it (React's selective hydration). Each section carries
 * `data-hydrated` once React has hydrated it.
 */
const HomeSections = memo(function HomeSections({
  sections,
  work,
  faq: faqEntries,
  measured: figures,
}: HomeSectionsProps) {
  return (
    <>
      <Hero content={sections} work={work.hero} measured={figures.hero} />
      <HydratedMarker id={sectionIds.home} />
      <Work work={work} copy={sections.featuredWork} />
      <HydratedMarker id={sectionIds.work} />
      <Part id={sectionIds.clients}>
        <ClientQuotes
          quotes={work.quotes}
          copy={sections.featuredWork}
          teaser={sections.insightsTeaser}
        />
      </Part>
      <Part id={sectionIds.about}>
        <About about={sections.about} />
      </Part>
      <Part id={sectionIds.services}>
        <Services services={sections.services} measured={figures.kpis} />
      </Part>
      <Part id={sectionIds.process}>
        <Process steps={sections.processSteps} />
      </Part>
      <Part id={sectionIds.why}>
        <Why cards={sections.whyCards} />
      </Part>
      <Part id={sectionIds.contact}>
        <Contact />
      </Part>
      {/* Its mark goes inside the boundary that waits for its chunk: set
          before the section itself hydrates, it would be an attribute the
          prerendered HTML lacks (a hydration mismatch) and a false sign. */}
      <Suspense>
        <PartBoundary onRetry={assistantSection.reset}>
          <assistantSection.Part faq={faqEntries} />
          <HydratedMarker id={sectionIds.assistant} />
        </PartBoundary>
      </Suspense>
    </>
  );
});

/** The home page, in the language of its route's copy. */
export function HomePage({ loaderData }: { loaderData: HomeData }) {
  return (
    <HomeSections
      sections={loaderData.sections}
      work={loaderData.work}
      faq={loaderData.faq}
      measured={loaderData.measured}
    />
  );
}
