import type { Service } from "./types";

export { SERVICE_ITEMS_SHOWN } from "./serviceTabs";

export const services = [
  {
    id: "dev",
    tabLabel: "Web Development",
    title: "Websites and web apps that feel instant",
    subtitle:
      "From a one-page launch to the internal tool your team opens every morning: designed, built, tested and hosted by us.",
    kpis: ["< 1s TTI", "95+ Lighthouse", "A11y AA"],
    tags: ["React", "TypeScript", "Node.js", "Supabase", "SEO"],
    items: [
      {
        lead: "Front-end",
        copy: "Responsive React interfaces, prerendered for speed and tested on real mid-range phones.",
      },
      {
        lead: "Back-end",
        copy: "Auth, databases, storage and APIs on a hosted backend platform such as Supabase or Firebase, so there are no servers for you to babysit.",
      },
      {
        lead: "Landing pages",
        copy: "Campaign and launch pages live in days, with analytics and a contact form that reaches you.",
      },
      {
        lead: "Web apps",
        copy: "Dashboards, booking flows and customer portals with clean data models and role-based access.",
      },
      {
        lead: "Internal tools",
        copy: "Inventory, approvals and reporting tools that replace the spreadsheet everyone is afraid to edit.",
      },
      {
        lead: "Hospital patient registration",
        copy: "A registration system that cut front-desk queues for a multi-speciality hospital: our proof that we handle sensitive, high-traffic workflows.",
      },
    ],
    cta: "Get a dev quote",
  },
  {
    id: "smm",
    tabLabel: "Social Media Marketing",
    title: "Content that stops the scroll",
    subtitle:
      "We plan, shoot, design and post, then report what worked in plain language every month.",
    kpis: ["+40% engagement", "3x output", "Brand-safe"],
    tags: ["Instagram", "Reels", "Branding", "3D", "Meta Ads"],
    items: [
      {
        lead: "Instagram handling",
        copy: "A monthly content calendar, captions, hashtags, posting and replies, run end to end by one team.",
      },
      {
        lead: "Product mockups",
        copy: "Photoreal mockups of your packaging and products, ready before the first unit is printed.",
      },
      {
        lead: "Reels and posts",
        copy: "Short vertical videos and carousels shot and edited for each platform's format and pace.",
      },
      {
        lead: "Logos and banners",
        copy: "Logos, brand kits, covers and web banners that keep every channel looking like you.",
      },
      {
        lead: "Product promotions",
        copy: "Launch and festive-season campaigns with creatives, offers and paid boosts planned together.",
      },
      {
        lead: "3D video",
        copy: "Rotating product renders and animated explainers for launches, ads and marketplaces.",
      },
    ],
    cta: "Plan my content",
  },
] as const satisfies readonly Service[];

export { defaultServiceTab, type ServiceTabId } from "./serviceTabs";
