import { homeSectionPath, sectionIds } from "./sectionIds";
import type { NavLink } from "./types";

/**
 * Everything a studio edits about itself lives here. Values marked as
 * placeholders must be replaced before launch: the build warns while any
 * remains (see scripts/postbuild.ts).
 */
export const site = {
  name: "Kalam Studio",
  legalName: "Kalam Studio",
  tagline: "Web and social-media studio in New Delhi",
  /** Placeholder: the deployed origin, without a trailing slash. */
  url: "https://www.example.com",
  /** Placeholder: the spec gives {phone}. */
  phone: "+91 00000 00000",
  /** Placeholder: digits only, country code first, for wa.me links. */
  whatsapp: "910000000000",
  /** Placeholder: the spec gives {email}. */
  email: "hello@example.com",
  address: {
    locality: "New Delhi",
    region: "Delhi",
    country: "India",
    countryCode: "IN",
    line: "New Delhi, India",
    note: "Remote-first studio",
  },
  hours: {
    label: "Mon-Sat 10am-7pm IST",
    timeZone: "Asia/Kolkata",
    utcOffset: "+05:30",
    /** ISO weekdays 1 (Monday) to 7 (Sunday). */
    days: [1, 2, 3, 4, 5, 6],
    opens: "10:00",
    closes: "19:00",
  },
  replyTime: "within a day",
  social: [
    { label: "Instagram", href: "https://www.instagram.com/" },
    { label: "LinkedIn", href: "https://www.linkedin.com/" },
  ],
} as const;

/** Values that are still the template's and must be replaced. */
export const placeholderFields = [
  ["url", site.url.includes("example.com")],
  ["phone", site.phone.includes("00000 00000")],
  ["whatsapp", /^910+$/.test(site.whatsapp)],
  ["email", site.email.endsWith("@example.com")],
] as const;

const services = homeSectionPath(sectionIds.services);
const contact = homeSectionPath(sectionIds.contact);

export const navLinks = [
  { label: "Home", to: "/Home" },
  { label: "Services", to: services },
  { label: "Portfolio", to: "/portfolio" },
  { label: "Contact", to: contact },
] as const satisfies readonly NavLink[];

const [homeLink, servicesLink, portfolioLink, contactLink] = navLinks;

/** The articles, beside the spec's four in the header and the phone menu. */
export const insightsLink = {
  label: "Insights",
  to: "/insights",
} as const satisfies NavLink;

/** The header's links: the spec's four, with the articles after the work. */
export const headerLinks = [
  homeLink,
  servicesLink,
  portfolioLink,
  insightsLink,
  contactLink,
] as const satisfies readonly NavLink[];

export const footerServiceLinks = [
  { label: "Web Development", to: services, tab: "dev" },
  { label: "Instagram Handling", to: services, tab: "smm" },
  { label: "Product Mockups", to: services, tab: "smm" },
  { label: "Logos & Banners", to: services, tab: "smm" },
  { label: "Product Promotions", to: services, tab: "smm" },
  { label: "3D Video", to: services, tab: "smm" },
] as const;

export const footerUsefulLinks = [
  { label: "Home", to: homeSectionPath(sectionIds.home) },
  { label: "Services", to: services },
  { label: "Portfolio", to: "/portfolio" },
  { label: "Contact", to: contact },
  // Beyond the spec's four: the articles.
  insightsLink,
] as const satisfies readonly NavLink[];

export const footerAbout =
  "A small, remote-first studio in New Delhi building fast websites and social content for brands that care about the details.";

/** The header's theme switch: a toggle button, pressed when dark. */
export const themeToggleLabel = "Dark theme";

/** The words of the pages' heads: titles, descriptions, cards, the feed. */
export const siteMeta = {
  homeTitle: `${site.name}: websites and social media from New Delhi`,
  homeDescription:
    "Fast, accessible websites and scroll-stopping social content for growing brands. A remote-first studio in New Delhi; we reply within a day.",
  /** The studio's social card (og-image.png). */
  cardAlt: `${site.name}: fast websites and social media from New Delhi`,
  /** A case study's own social card. */
  caseStudyCardAlt: (title: string, line: string, client: string) =>
    `${title}: ${line} for ${client}`,
  /** The articles' Atom feed. */
  feedTitle: `${site.name} insights`,
} as const;
