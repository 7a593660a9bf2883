import { memo, Suspense } from "react";
import { caseStudies } from "~/content/caseStudies";
import type { FaqEntry } from "~/content/faq";
import { featuredWork } from "~/content/featuredWork";
import { siteMeta } from "~/content/site";
import { featuredWorkData } from "~/lib/featured";
import { pageMeta } from "~/lib/seo";
import { studioJsonLd } from "~/lib/structuredData";
import { About } from "~/sections/About/About";
import { AssistantSection } from "~/features/assistant/AssistantSection";
import { Contact } from "~/sections/Contact/Contact";
import { Hero } from "~/sections/Hero/Hero";
import { Process } from "~/sections/Process/Process";
import { Services } from "~/sections/Services/Services";
import { Why } from "~/sections/Why/Why";
import { ClientQuotes } from "~/sections/Work/ClientQuotes";
import { Work } from "~/sections/Work/Work";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: siteMeta.homeTitle,
    description: siteMeta.homeDescription,
    path: "/",
    jsonLd: [studioJsonLd()],
  });

/**
 * Runs at build time (the page is prerendered): the page's HTML carries the
 * three featured cards and the quotes (right under the hero), and the portfolio's content stays out
 * of the home page's JavaScript.
 */
export async function loader() {
  const [{ faq }, { measured }] = await Promise.all([
    import("~/content/faq"),
    import("virtual:measurements"),
  ]);
  return {
    work: featuredWorkData(featuredWork, caseStudies),
    faq: faqShown(faq),
    measured,
  };
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
  const [{ caseStudies: studies }, faqContent, measurements] =
    await Promise.all([
      import("~/content/caseStudies"),
      import("~/content/faq"),
      import("virtual:measurements"),
    ]);
  return {
    work: featuredWorkData(featuredWork, studies),
    faq: faqShown(faqContent.faq),
    measured: measurements.measured,
  };
}

type HomeSectionsProps = {
  work: Route.ComponentProps["loaderData"]["work"];
  faq: Route.ComponentProps["loaderData"]["faq"];
  /** What the build found measured, beside the spec's figures. */
  measured: Route.ComponentProps["loaderData"]["measured"];
};

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
 * handle it (React's selective hydration).
 */
const HomeSections = memo(function HomeSections({
  work,
  faq: faqEntries,
  measured: figures,
}: HomeSectionsProps) {
  return (
    <>
      <Hero work={work.hero} measured={figures.hero} />
      <Work work={work} />
      <Suspense>
        <ClientQuotes quotes={work.quotes} />
      </Suspense>
      <Suspense>
        <About />
      </Suspense>
      <Suspense>
        <Services measured={figures.kpis} />
      </Suspense>
      <Suspense>
        <Process />
      </Suspense>
      <Suspense>
        <Why />
      </Suspense>
      <Suspense>
        <Contact />
      </Suspense>
      <Suspense>
        <AssistantSection faq={faqEntries} />
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
