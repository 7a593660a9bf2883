import { site } from "~/content/site";
import { pageMeta } from "~/lib/seo";
import { studioJsonLd } from "~/lib/structuredData";
import { About } from "~/sections/About/About";
import { AssistantSection } from "~/sections/Assistant/AssistantSection";
import { Contact } from "~/sections/Contact/Contact";
import { Hero } from "~/sections/Hero/Hero";
import { InsightsTeaser } from "~/sections/Insights/InsightsTeaser";
import { Process } from "~/sections/Process/Process";
import { Services } from "~/sections/Services/Services";
import { Why } from "~/sections/Why/Why";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: `${site.name}: websites and social media from New Delhi`,
    description:
      "Fast, accessible websites and scroll-stopping social content for growing brands. A remote-first studio in New Delhi; we reply within a day.",
    path: "/",
    jsonLd: [studioJsonLd()],
  });

export default function Home() {
  return (
    <>
      <Hero />
      <About />
      <Services />
      <Process />
      <Why />
      <InsightsTeaser />
      <Contact />
      <AssistantSection />
    </>
  );
}
