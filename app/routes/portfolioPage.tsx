import { PageIntro } from "~/components/PageIntro/PageIntro";
import { ContactCta } from "~/components/ContactCta/ContactCta";
import type { Lang } from "~/content/lang";
import type { Words } from "~/content/words";
import { useWords } from "~/hooks/useCopy";
import { OG_IMAGE, pageMeta } from "~/lib/seo";
import { PortfolioWork } from "~/sections/Portfolio/PortfolioWork";

/** The portfolio's head in its language. */
export function portfolioMeta(
  lang: Lang,
  {
    portfolioCopy,
    site,
    siteMeta,
  }: Pick<Words, "portfolioCopy" | "site" | "siteMeta">,
) {
  return pageMeta({
    lang,
    title: `${portfolioCopy.metaTitle} | ${site.name}`,
    description: portfolioCopy.description,
    path: "/portfolio",
    image: { ...OG_IMAGE, alt: siteMeta.cardAlt },
  });
}

/** The portfolio, in the language of its route's copy. */
export function PortfolioPage() {
  const { portfolioCopy } = useWords();
  return (
    <>
      <PageIntro title={portfolioCopy.title} lead={portfolioCopy.intro} />
      <PortfolioWork />
      <ContactCta cta={portfolioCopy.cta} />
    </>
  );
}
