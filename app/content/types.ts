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
};

export type NavLink = {
  label: string;
  to: string;
};

export type CaseStudyVisual = {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** Reels and posts are shown in a 9:16 phone frame. */
  kind: "screen" | "post" | "reel" | "brand";
  caption?: string;
  platform?: string;
};

export type CaseStudy = {
  id: string;
  title: string;
  client: string;
  sector: string;
  line: ServiceLineId;
  services: readonly string[];
  summary: string;
  challenge: string;
  approach: readonly string[];
  results: readonly Kpi[];
  /** Stack for web work, deliverables for social work. */
  stack: readonly string[];
  quote: {
    text: string;
    name: string;
    role: string;
  };
  cover: CaseStudyVisual;
  visuals: readonly CaseStudyVisual[];
  year: number;
};
