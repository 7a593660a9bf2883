import type { LegalId } from "./legal";
import type { Translation } from "./translation";
import type { HomeSectionPath, SectionHash } from "./sectionIds";

/** The two service lines the studio sells; ids double as tab values. */
export type ServiceLineId = "dev" | "smm";

export type Kpi = string;

export type ServiceItem = {
  lead: string;
  copy: string;
};

export type Service = {
  id: ServiceLineId;
  tabLabel: string;
  title: string;
  subtitle: string;
  kpis: readonly Kpi[];
  tags: readonly string[];
  items: readonly ServiceItem[];
  cta: string;
};

export type ProcessStep = {
  id: string;
  title: string;
  body: string;
};

export type WhyCard = {
  id: string;
  title: string;
  copy: string;
  badges: readonly string[];
};

export type ConsoleLineType = "cmd" | "log" | "success" | "note";

export type ConsoleLine = {
  type: ConsoleLineType;
  text: string;
};

export type ChatMessage = {
  from: "founder" | "client";
  text: string;
};

export type Stat = {
  value: string;
  label: string;
  /** Where the figure is shown to hold: the card's link. */
  proof: NavLink;
  /** When the figure was measured (ISO date), shown under it when set. */
  measuredOn?: string;
};

/**
 * Every address a link in the copy may name: a page, or a home page section
 * by its id (`#work`, `/Home#work`), or a legal text (`#privacy`). A
 * misspelt anchor fails typecheck.
 */
export type SiteHref =
  | "/"
  | "/Home"
  | "/portfolio"
  | `/portfolio/${string}`
  | "/insights"
  | `/insights/${string}`
  | SectionHash
  | HomeSectionPath
  | `#${LegalId}`;

export type NavLink = {
  label: string;
  to: SiteHref;
};

/** A drawing made for the site, stored beside its case study (app/content/case-studies/<id>/). */
export type Illustration = {
  /** The hashed URL Vite gives the imported file. */
  src: string;
  alt: string;
  /** Intrinsic size, the same as the SVG's width and height attributes. */
  width: number;
  height: number;
  /**
   * The dark theme's variant (the same drawing on a dark ground), shown
   * whenever the page is dark.
   */
  darkSrc?: string;
};

export type SocialPlatform =
  | "Instagram Reels"
  | "Instagram post"
  | "Instagram Stories"
  | "YouTube Shorts"
  | "LinkedIn post";

export type CaseStudyVisualKind = "screen" | "post" | "reel" | "brand";

/**
 * Web work shows screens and brand boards; social work shows reels and posts
 * as 9:16 still posters in a phone frame, with the platform they ran on.
 */
export type CaseStudyVisual = Illustration & { caption: string } & (
    | { kind: "screen" | "brand" }
    | { kind: "reel" | "post"; platform: SocialPlatform }
  );

export type CaseStudy = {
  /** Stable kebab-case slug: the URL /portfolio/:id. */
  id: string;
  title: string;
  client: string;
  sector: string;
  line: ServiceLineId;
  services: readonly string[];
  /** One line; doubles as the page's meta description. */
  summary: string;
  challenge: string;
  approach: readonly string[];
  /** Short KPI chips. */
  results: readonly Kpi[];
  /** Stack for web work, deliverables for social work. */
  stack: readonly string[];
  quote: {
    text: string;
    name: string;
    role: string;
  };
  /** The card image and the page's first visual (landscape, 16:10). */
  cover: Illustration & { kind?: CaseStudyVisualKind; darkSrc: string };
  visuals: readonly CaseStudyVisual[];
  year: number;
};

/** What a case study's card shows: enough to link to it, not its whole page. */
export type CaseStudyCardData = Pick<
  CaseStudy,
  | "id"
  | "title"
  | "client"
  | "sector"
  | "line"
  | "summary"
  | "results"
  | "cover"
>;

/** A client's words with who said them and the case study they come from. */
export type ClientQuote = Pick<CaseStudy, "id" | "client" | "quote">;

/**
 * A case study's words in another language: every text a visitor reads on
 * its card and page (the drawings, ids, years and client names are the
 * English study's).
 * The lists have as many items as the English ones (content tests check).
 */
export type CaseStudyText = Translation<
  Pick<
    CaseStudy,
    | "title"
    | "sector"
    | "services"
    | "summary"
    | "challenge"
    | "approach"
    | "results"
    | "stack"
    | "quote"
  >
> & {
  readonly cover: { readonly alt: string };
  readonly visuals: readonly {
    readonly alt: string;
    readonly caption: string;
  }[];
};
