import type { Lang } from "~/content/lang";
import { site } from "~/content/site";
import { localePath } from "./lang";
import { absoluteUrl, OG_IMAGE } from "./seo";

/** The words the studio's JSON-LD carries, in the page's language. */
export type StudioWords = {
  tagline: string;
  catalogueName: string;
  services: readonly {
    tabLabel: string;
    items: readonly { lead: string }[];
  }[];
};

const DAY_NAMES = [
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
  "Sunday",
] as const;

/** schema.org ProfessionalService for the studio, with hours at +05:30. */
export function studioJsonLd(lang: Lang, words: StudioWords) {
  return {
    "@context": "https://schema.org",
    "@type": "ProfessionalService",
    "@id": absoluteUrl("/#studio"),
    name: site.name,
    description: words.tagline,
    inLanguage: lang,
    url: absoluteUrl(localePath(lang, "/")),
    image: absoluteUrl(OG_IMAGE.path),
    telephone: site.phone.replace(/\s+/g, ""),
    email: site.email,
    address: {
      "@type": "PostalAddress",
      addressLocality: site.address.locality,
      addressRegion: site.address.region,
      addressCountry: site.address.countryCode,
    },
    areaServed: [
      { "@type": "Country", name: "India" },
      { "@type": "Place", name: "Worldwide" },
    ],
    openingHoursSpecification: [
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: site.hours.days.map(
          (day) => `https://schema.org/${DAY_NAMES[day - 1]}`,
        ),
        opens: `${site.hours.opens}:00${site.hours.utcOffset}`,
        closes: `${site.hours.closes}:00${site.hours.utcOffset}`,
      },
    ],
    sameAs: site.social.map((link) => link.href),
    hasOfferCatalog: {
      "@type": "OfferCatalog",
      name: words.catalogueName,
      itemListElement: words.services.map((service) => ({
        "@type": "OfferCatalog",
        name: service.tabLabel,
        itemListElement: service.items.map((item) => ({
          "@type": "Offer",
          itemOffered: { "@type": "Service", name: item.lead },
        })),
      })),
    },
  };
}
