import { portfolioCopy } from "~/content/caseStudies";
import { site } from "~/content/site";
import { pageMeta } from "~/lib/seo";
import { ContactCta } from "~/components/ContactCta/ContactCta";
import { PortfolioIntro } from "~/sections/Portfolio/PortfolioIntro";
import { PortfolioWork } from "~/sections/Portfolio/PortfolioWork";
import type { Route } from "./+types/portfolio";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: `${portfolioCopy.metaTitle} | ${site.name}`,
    description: portfolioCopy.description,
    path: "/portfolio",
  });

export default function Portfolio() {
  return (
    <>
      <PortfolioIntro />
      <PortfolioWork />
      <ContactCta cta={portfolioCopy.cta} />
    </>
  );
}
