import { memo } from "react";
import { caseStudies } from "~/content/caseStudies";
import { featuredWork } from "~/content/featuredWork";
import { siteMeta } from "~/content/site";
import { featuredWorkData } from "~/lib/featured";
import { pageMeta } from "~/lib/seo";
import { studioJsonLd } from "~/lib/structuredData";
import { About } from "~/sections/About/About";
import { AssistantSection } from "~/features/assistant/AssistantSection";
import { Contact } from "~/sections/Contact/Contact";
import { Hero } from "~/sections/Hero/Hero";
import { InsightsTeaser } from "~/sections/Insights/InsightsTeaser";
import { Process } from "~/sections/Process/Process";
import { Services } from "~/sections/Services/Services";
import { Why } from "~/sections/Why/Why";
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
 * three featured cards and the quotes, and the portfolio's content stays out
 * of the home page's JavaScript.
 */
export function loader() {
  return { work: featuredWorkData(featuredWork, caseStudies) };
}

/**
 * The same data in the browser, for what was not prerendered: a client-side
 * visit from another page, or `/home` in another case (served by the SPA
 * fallback). The portfolio loads on demand then, as it does for /portfolio.
 */
export async function clientLoader() {
  const { caseStudies: studies } = await import("~/content/caseStudies");
  return { work: featuredWorkData(featuredWork, studies) };
}

type HomeSectionsProps = { work: Route.ComponentProps["loaderData"]["work"] };

/**
 * The page's sections, memoised: the router re-renders the route whenever
 * a navigation starts, and a tap on a link should not wait for the whole
 * home page to render again before the next page can show.
 */
const HomeSections = memo(function HomeSections({ work }: HomeSectionsProps) {
  return (
    <>
      <Hero />
      <About />
      <Services />
      <Process />
      <Why />
      <Work work={work} />
      <InsightsTeaser />
      <Contact />
      <AssistantSection />
    </>
  );
});

export default function Home({ loaderData }: Route.ComponentProps) {
  return <HomeSections work={loaderData.work} />;
}
