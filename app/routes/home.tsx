import { memo, type ReactNode, Suspense } from "react";
import { caseStudies } from "~/content/caseStudies";
import type { FaqEntry } from "~/content/faq";
import type { Measurements } from "~/content/measured";
import { featuredWork } from "~/content/featuredWork";
import { type SectionId, sectionIds } from "~/content/sectionIds";
import { siteMeta } from "~/content/site";
import { HydratedMarker } from "~/hooks/useHydratedMarker";
import { featuredWorkData } from "~/lib/featured";
import { pageMeta } from "~/lib/seo";
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
import type { Route } from "./+types/home";

// The studio's JSON-LD comes with the data (written at build), so the
// code that makes it stays out of the page's JavaScript.
export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: siteMeta.homeTitle,
    description: siteMeta.homeDescription,
    path: "/",
    jsonLd: loaderData ? [loaderData.studio] : [],
  });

/**
 * Runs at build time (the page is prerendered): the page's HTML carries the
 * three featured cards and the quotes (right under the hero), and the portfolio's content stays out
 * of the home page's JavaScript.
 */
export async function loader() {
  const [{ faq }, measured, { studioJsonLd }] = await Promise.all([
    import("~/content/faq"),
    publishedFigures(),
    import("~/lib/structuredData"),
  ]);
  return {
    work: featuredWorkData(featuredWork, caseStudies),
    faq: faqShown(faq),
    measured,
    studio: studioJsonLd(),
  };
}

/**
 * The measured figures the site shows: only those published on purpose
 * into `app/content/measurements.json` (`npm run measurements:publish`),
 * so every build of one commit shows the same page.
 */
async function publishedFigures() {
  const [{ measuredFigures }, published] = await Promise.all([
    import("~/lib/measured"),
    import("~/content/measurements.json"),
  ]);
  return measuredFigures(published.default as Measurements);
}

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
 * The same data in the browser, for what was not prerendered: a client-side
 * visit from another page, or `/home` in another case (served by the SPA
 * fallback). The portfolio loads on demand then, as it does for /portfolio.
 */
export async function clientLoader() {
  const [{ caseStudies: studies }, faqContent, measured, { studioJsonLd }] =
    await Promise.all([
      import("~/content/caseStudies"),
      import("~/content/faq"),
      publishedFigures(),
      import("~/lib/structuredData"),
    ]);
  return {
    work: featuredWorkData(featuredWork, studies),
    faq: faqShown(faqContent.faq),
    measured,
    studio: studioJsonLd(),
  };
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
  work: Route.ComponentProps["loaderData"]["work"];
  faq: Route.ComponentProps["loaderData"]["faq"];
  /** What the build found measured, beside the spec's figures. */
  measured: Route.ComponentProps["loaderData"]["measured"];
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
  work,
  faq: faqEntries,
  measured: figures,
}: HomeSectionsProps) {
  return (
    <>
      <Hero work={work.hero} measured={figures.hero} />
      <HydratedMarker id={sectionIds.home} />
      <Work work={work} />
      <HydratedMarker id={sectionIds.work} />
      <Part id={sectionIds.clients}>
        <ClientQuotes quotes={work.quotes} />
      </Part>
      <Part id={sectionIds.about}>
        <About />
      </Part>
      <Part id={sectionIds.services}>
        <Services measured={figures.kpis} />
      </Part>
      <Part id={sectionIds.process}>
        <Process />
      </Part>
      <Part id={sectionIds.why}>
        <Why />
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

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <HomeSections
      work={loaderData.work}
      faq={loaderData.faq}
      measured={loaderData.measured}
    />
  );
}
