import { portfolioCopy } from "~/content/caseStudies";
import { site } from "~/content/site";
import { pageMeta } from "~/lib/seo";
import { CaseStudyCta } from "~/sections/CaseStudy/CaseStudyCta";
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
      <CaseStudyCta cta={portfolioCopy.cta} />
    </>
  );
}
