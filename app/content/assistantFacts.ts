/**
 * What the studio does and does not do, as facts the project assistant
 * answers from. Review these like copy: the assistant says nothing about
 * the studio that is not here or in the content these fields point to, and
 * each answer links `source`, the place on the site that says so.
 *
 * `synonyms` are the words clients use for a thing (English, Hinglish,
 * Devanagari), lower case; a phrase of several words is matched as one.
 * The assistant's own sentences around these facts are in
 * `assistantAnswers.ts`; `assistantFacts.test.ts` checks that these facts
 * agree with the FAQ, the terms and the services section.
 */
import type { caseStudyOrder } from "./caseStudies";
import { faq } from "./faq";
import type { processSteps } from "./process";
import { homeSectionPath, sectionIds } from "./sectionIds";
import type { services } from "./services";
import { site } from "./site";
import type { ServiceLineId, SiteHref } from "./types";

export type CaseStudyId = (typeof caseStudyOrder)[number];
type ServiceLead = (typeof services)[number]["items"][number]["lead"];

/** The place on the site that says so. */
export type FactSource = {
  label: string;
  to: SiteHref;
  /** Opens the services section on this tab. */
  serviceTab?: ServiceLineId;
};

export type ServiceFact = {
  /** The item's lead in the services section (`services.ts`). */
  name: ServiceLead;
  line: ServiceLineId;
  synonyms: readonly string[];
  /** What the site says about how long it takes, if it says anything. */
  timeline?: string;
  /** The case studies that show this service, best first. */
  caseStudies: readonly CaseStudyId[];
};

export type NotOfferedFact = {
  id: string;
  synonyms: readonly string[];
  /** Says plainly that the studio does not do it, and what it does instead. */
  reply: string;
};

export type IndustryFact = {
  name: string;
  synonyms: readonly string[];
  caseStudies: readonly CaseStudyId[];
};

/** A reply the FAQ gives word for word: said once, there. */
const faqAnswer = (id: (typeof faq)[number]["id"]) =>
  faq.find((entry) => entry.id === id)?.answer ?? "";

const servicesSource = (line: ServiceLineId, label: string): FactSource => ({
  label,
  to: homeSectionPath(sectionIds.services),
  serviceTab: line,
});

const contactSource: FactSource = {
  label: "Contact form",
  to: homeSectionPath(sectionIds.contact),
};
const processSource: FactSource = {
  label: "How we work",
  to: homeSectionPath(sectionIds.process),
};
const faqSource: FactSource = {
  label: "Common questions",
  to: homeSectionPath(sectionIds.assistant),
};
const termsSource: FactSource = { label: "Terms & Conditions", to: "#terms" };
const privacySource: FactSource = { label: "Privacy Policy", to: "#privacy" };

export const assistantFacts = {
  /** The two service lines, by the words clients use for each. */
  lines: {
    dev: [
      "website",
      "site",
      "webpage",
      "web page",
      "page",
      "web",
      "web design",
      "seo",
      "search engine",
      "google search",
      "google",
      "on google",
      "development",
      "वेबसाइट",
      "साइट",
    ],
    smm: [
      "social media",
      "social",
      "smm",
      "marketing",
      "digital marketing",
      "content",
    ],
  },

  /** The words clients use for what happens in each step of the process. */
  processSteps: {
    discover: ["audit", "discovery", "first step", "scope"],
    design: [
      "wireframe",
      "figma",
      "visual direction",
      "see the design",
      "approve the design",
      "design approval",
      "design review",
      "sample posts",
    ],
    develop: [
      "testing",
      "qa",
      "weekly releases",
      "real phones",
      "axe",
      "check",
      "before it goes live",
      "before launch",
    ],
    launch: [
      "go live",
      "handover",
      "hand over",
      "logins",
      "login details",
      "guide",
      "training",
      "teach",
      "first month",
    ],
  },

  /** The names clients use for each case study's client or project. */
  caseStudies: {
    "hospital-registration": [
      "sahyog",
      "hospital project",
      "hospital system",
      "registration system",
      "patient registration",
      "registration desk",
    ],
    "haldi-house-reels": ["haldi", "haldi house", "spice brand"],
    "kiln-coffee-storefront": [
      "kiln",
      "coffee roaster",
      "roaster",
      "kiln and crema",
      "crema",
      "coffee",
      "coffee brand",
      "coffee shop",
      "online store",
      "online shop",
      "order online",
      "online ordering",
      "sell online",
      "store",
      "shop",
      "storefront",
      "ecommerce",
      "e commerce",
      "shopify",
      "headless",
    ],
    "bunkar-looms-launch": ["bunkar", "handloom label", "saree launch"],
    "tiffin-street-dispatch": [
      "tiffin street",
      "tiffin",
      "cloud kitchen",
      "dispatch",
      "dispatch dashboard",
      "riders",
    ],
    "pulse-strength-rebrand": ["pulse", "pulse strength", "gym rebrand"],
    "nyaya-academy-landing": [
      "nyaya",
      "enrolment",
      "enrollment",
      "law academy",
      "law coaching",
    ],
    "himalayan-hive-diwali": [
      "himalayan",
      "honey brand",
      "honey",
      "diwali campaign",
      "gift box",
    ],
  },

  services: [
    {
      name: "Front-end",
      line: "dev",
      synonyms: [
        "frontend",
        "responsive",
        "react",
        "ui",
        "redesign",
        "slow site",
        "slow",
        "loads slowly",
        "takes forever",
        "loading",
        "menu site",
        "menu website",
        "speed",
        "fast",
        "lighthouse",
        "performance",
        "core web vitals",
        "android phone",
        "mobile phone",
        "cheap phone",
        "budget phone",
        "cheap android",
        "budget android",
        "cheap mobile",
        "cheap smartphone",
      ],
      caseStudies: ["kiln-coffee-storefront", "nyaya-academy-landing"],
    },
    {
      name: "Back-end",
      line: "dev",
      synonyms: [
        "backend",
        "server",
        "database",
        "login",
        "auth",
        "authentication",
        "api",
        "apis",
        "supabase",
        "firebase",
        "storage",
      ],
      caseStudies: ["hospital-registration", "tiffin-street-dispatch"],
    },
    {
      name: "Landing pages",
      line: "dev",
      synonyms: [
        "landing",
        "launch page",
        "campaign page",
        "one page",
        "single page",
        "microsite",
      ],
      timeline: "Landing pages go live in days",
      caseStudies: ["nyaya-academy-landing"],
    },
    {
      name: "Web apps",
      line: "dev",
      synonyms: [
        "web application",
        "app",
        "dashboard",
        "booking",
        "appointment",
        "slot",
        "portal",
        "customer portal",
        "login area",
        "pwa",
        "saas",
      ],
      caseStudies: ["tiffin-street-dispatch", "hospital-registration"],
    },
    {
      name: "Internal tools",
      line: "dev",
      synonyms: [
        "digitise",
        "digitize",
        "tool",
        "inventory",
        "track orders",
        "order tracking",
        "orders",
        "stock",
        "approvals",
        "reporting",
        "reports tool",
        "spreadsheet",
        "excel",
        "crm",
        "erp",
        "admin panel",
        "panel",
        "software",
      ],
      caseStudies: ["tiffin-street-dispatch", "hospital-registration"],
    },
    {
      name: "Hospital patient registration",
      line: "dev",
      synonyms: [
        "patient registration",
        "registration system",
        "opd",
        "hospital software",
        "registration desk",
      ],
      caseStudies: ["hospital-registration"],
    },
    {
      name: "Instagram handling",
      line: "smm",
      synonyms: [
        "instagram",
        "insta",
        "ig",
        "social media",
        "social media management",
        "smm",
        "content calendar",
        "captions",
        "hashtags",
        "posting",
        "manage instagram",
        "posts every month",
        "monthly posts",
        "har mahine",
        "handle instagram",
        "page handling",
        "insta page",
        "instagram page",
        "facebook page",
        "account handling",
        "community",
        "comments",
      ],
      caseStudies: ["haldi-house-reels", "pulse-strength-rebrand"],
    },
    {
      name: "Product mockups",
      line: "smm",
      synonyms: [
        "mockup",
        "packaging",
        "label",
        "product images",
        "product visuals",
        "product photos",
        "product pics",
        "product pictures",
        "pics of our products",
        "photos of our products",
        "realistic",
        "photoreal",
        "photorealistic",
        "catalogue",
        "catalog",
      ],
      caseStudies: ["bunkar-looms-launch", "himalayan-hive-diwali"],
    },
    {
      name: "Reels and posts",
      line: "smm",
      synonyms: [
        "reel",
        "posts",
        "carousel",
        "shorts",
        "youtube shorts",
        "short video",
        "videos",
        "stories",
        "content creation",
        "shoot",
        "instagram reels",
        "insta reels",
        "ig reels",
        "facebook reels",
        "instagram posts",
        "insta posts",
        "instagram stories",
        "instagram videos",
      ],
      caseStudies: [
        "haldi-house-reels",
        "pulse-strength-rebrand",
        "bunkar-looms-launch",
      ],
    },
    {
      name: "Logos and banners",
      line: "smm",
      synonyms: [
        "logo",
        "banner",
        "brand kit",
        "brand identity",
        "identity",
        "rebrand",
        "poster",
        "cover",
        "signboard",
        "t shirt",
        "tshirt",
        "लोगो",
      ],
      caseStudies: ["pulse-strength-rebrand"],
    },
    {
      name: "Product promotions",
      line: "smm",
      synonyms: [
        "promotion",
        "promote",
        "campaign",
        "ads",
        "advertising",
        "paid ads",
        "meta ads",
        "meta",
        "facebook",
        "fb",
        "fb ads",
        "facebook ads",
        "instagram ads",
        "boost",
        "paid boosts",
        "launch campaign",
        "product launch",
        "launch",
        "new range",
        "new collection",
        "new product",
        "festive",
        "diwali",
        "offer",
        "sale",
      ],
      caseStudies: ["himalayan-hive-diwali", "bunkar-looms-launch"],
    },
    {
      name: "3D video",
      line: "smm",
      synonyms: [
        "3d",
        "render",
        "animation",
        "animated",
        "explainer",
        "product video",
      ],
      caseStudies: ["himalayan-hive-diwali", "bunkar-looms-launch"],
    },
  ],

  /** What the studio does not do: said plainly, never "yes". */
  notOffered: [
    {
      id: "native-apps",
      synonyms: [
        "native app",
        "ios",
        "ios app",
        "iphone app",
        "android",
        "android app",
        "play store",
        "playstore",
        "app store",
        "mobile app",
        "flutter",
        "react native",
      ],
      reply:
        "We don't build native iOS or Android apps. We build web apps that install on a phone from the browser, like the rider view we made for Tiffin Street Kitchens.",
    },
    {
      id: "games",
      synonyms: ["game"],
      reply: "We don't make games.",
    },
    {
      id: "crypto",
      synonyms: ["crypto", "nft", "blockchain", "web3", "token"],
      reply: "We don't take on crypto, NFT or blockchain projects.",
    },
    {
      id: "followers",
      synonyms: [
        "buy followers",
        "sell followers",
        "followers",
        "fake followers",
        "buy likes",
      ],
      reply:
        "We don't sell followers. We grow an account with content people save and share: Haldi House went from 9k to 27k followers in three months of recipe reels.",
    },
    {
      id: "rankings",
      synonyms: [
        "guarantee",
        "guaranteed",
        "promise",
        "rank",
        "first page",
        "top ranking",
        "number one",
        "top of google",
      ],
      reply:
        "We don't promise Google rankings. SEO is part of our web development work, alongside pages that load fast on a phone.",
    },
  ],

  /**
   * Things clients ask for that the site neither offers nor rules out,
   * named in words the site otherwise knows ("Google Ads" is not "ads",
   * "email newsletter" is not "e-mail us"). A question naming one gets an
   * honest "this site doesn't list that" and the contact form, never the
   * nearest service the studio does list.
   */
  notListed: [
    "google ads",
    "google adwords",
    "adwords",
    "youtube ads",
    "youtube",
    "youtube channel",
    "youtube videos",
    "wordpress",
    "wix",
    "squarespace",
    "email marketing",
    "email newsletter",
    "newsletter",
    "bulk sms",
    "whatsapp marketing",
    "whatsapp chatbot",
    "chatbot",
    "influencer",
    "influencer marketing",
    "voice over",
    "voiceover",
    "dubbing",
    "printing services",
    "print shop",
    "visiting card",
    "business cards",
    "flyers",
    "pamphlets",
    "podcast",
    "link building",
    "backlinks",
    "white label",
    "white labelling",
    "reseller",
    "google my business",
    "google business profile",
    "amazon listing",
    "flipkart",
    "meesho",
    "tv ad",
    "tv commercial",
    "blue tick",
    "verification badge",
    "menu card",
    "write blog",
    "blog writing",
    "content writing",
    "copywriting",
    "copy writing",
  ],

  industries: [
    {
      name: "Healthcare",
      synonyms: [
        "health",
        "hospital",
        "clinic",
        "doctor",
        "dental",
        "dentist",
        "medical",
        "patient",
        "diagnostic",
        "pharmacy",
      ],
      caseStudies: ["hospital-registration"],
    },
    {
      name: "Food and D2C brands",
      synonyms: [
        "food",
        "restaurant",
        "cafe",
        "kitchen",
        "cloud kitchen",
        "dhaba",
        "bakery",
        "d2c",
        "fmcg",
        "spices",
        "coffee",
        "honey",
        "delivery",
        "tiffin",
        "beverage",
        "masala",
        "pickle",
        "snacks",
        "sweets",
        "mithai",
        "chai",
      ],
      caseStudies: [
        "tiffin-street-dispatch",
        "haldi-house-reels",
        "kiln-coffee-storefront",
        "himalayan-hive-diwali",
      ],
    },
    {
      name: "Fashion and handloom",
      synonyms: [
        "fashion",
        "clothing",
        "apparel",
        "garments",
        "boutique",
        "saree",
        "handloom",
        "textile",
        "kurta",
      ],
      caseStudies: ["bunkar-looms-launch"],
    },
    {
      name: "Fitness",
      synonyms: ["gym", "yoga", "workout", "trainer"],
      caseStudies: ["pulse-strength-rebrand"],
    },
    {
      name: "Education",
      synonyms: [
        "coaching",
        "institute",
        "academy",
        "school",
        "college",
        "tuition",
        "edtech",
        "course",
        "students",
        "classes",
        "tuition classes",
        "batch",
        "toppers",
        "admissions",
      ],
      caseStudies: ["nyaya-academy-landing"],
    },
    {
      name: "Festive gifting",
      synonyms: ["gifting", "corporate gifting", "hampers"],
      caseStudies: ["himalayan-hive-diwali"],
    },
  ],

  /** The technologies and platforms the site names. */
  platforms: {
    web: ["React", "TypeScript", "Node.js", "React Router", "Vite"],
    backend: ["Supabase", "Firebase"],
    commerce: ["Shopify"],
    design: ["Figma", "Blender"],
    social: ["Instagram", "Meta Business Suite", "Meta Ads", "LinkedIn"],
    source: servicesSource("dev", "Web Development services"),
  },

  pricing: {
    /** The site publishes no prices: every project is quoted. */
    publishesPrices: false,
    stance:
      "Every project gets its own fixed quote with a written scope; we don't publish packages",
    quoteWithin: "within a day of a free 30-minute call",
    currency: "Indian rupees, plus GST where it applies",
    quoteValidDays: 30,
    howToGetQuote: "tell us about your project in the contact form",
    source: contactSource,
  },

  firstCall: {
    minutes: 30,
    isFree: true,
    covers:
      "scope, timeline and who does what, with a short audit of your site and socials",
    outcome: "a written scope and a fixed quote within a day",
    source: contactSource,
  },

  timelines: {
    general:
      "The dates come in the written scope you get within a day of the first call",
    updates:
      "we release weekly on a preview link, so you see progress every week",
    source: processSource,
  },

  payment: {
    web: "50% before work starts and 50% before launch",
    social: "billed monthly in advance",
    invoiceDueDays: 15,
    source: termsSource,
  },

  revisions: {
    roundsPerDeliverable: "Two rounds of revisions per deliverable",
    feedbackWithin: "five working days",
    source: termsSource,
  },

  ownership: {
    reply:
      "You own the final designs, the content and the code written for you once it is paid in full. We keep our own tools and reusable components, licensed to you for your project.",
    source: termsSource,
  },

  hosting: {
    reply: faqAnswer("hosting"),
    source: faqSource,
  },

  aftercare: {
    reply: faqAnswer("aftercare"),
    source: processSource,
  },

  ending: {
    reply:
      "Either side can end a project with 14 days' written notice. You pay for the work done up to then, and you receive it.",
    source: termsSource,
  },

  dataRetention: {
    reply:
      "Enquiries are deleted from our database 12 months after they arrive, unless they become a project, and at once if you ask. The assistant's conversation stays in your browser tab unless you send it.",
    source: privacySource,
  },

  privacy: {
    reply:
      "This site has no accounts and no advertising or analytics cookies. The contact form keeps only your name, e-mail and message, used only to reply to you, under India's DPDP Act.",
    source: privacySource,
  },

  languages: {
    spoken: ["English", "Hindi"],
    reply:
      "We work in English and Hindi, and build bilingual sites: the Nyaya Law Academy's course pages and the hospital's registration screens are in both.",
    source: faqSource,
  },

  locations: {
    city: site.address.line,
    isRemoteFirst: true,
    worksWithClientsAbroad: true,
    howWeWork: "over calls, one shared board and a weekly update",
    source: contactSource,
  },

  team: {
    founder: "Aarav",
    reply:
      "You work directly with the people who design, build and post your work: no account managers relaying messages. The designer and developer on your first call are the ones who do the work.",
    source: { label: "About us", to: homeSectionPath(sectionIds.about) },
  },
} as const satisfies {
  lines: Record<ServiceLineId, readonly string[]>;
  processSteps: Record<(typeof processSteps)[number]["id"], readonly string[]>;
  caseStudies: Record<CaseStudyId, readonly string[]>;
  services: readonly ServiceFact[];
  notOffered: readonly NotOfferedFact[];
  notListed: readonly string[];
  industries: readonly IndustryFact[];
  [key: string]: unknown;
};
