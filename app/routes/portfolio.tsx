import { PageIntro } from "~/components/PageIntro/PageIntro";
import { portfolioCopy } from "~/content/caseStudies";
import { site } from "~/content/site";
import { pageMeta } from "~/lib/seo";
import { ContactCta } from "~/components/ContactCta/ContactCta";
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
      <PageIntro title={portfolioCopy.title} lead={portfolioCopy.intro} />
      <PortfolioWork />
      <ContactCta cta={portfolioCopy.cta} />
    </>
  );
}
