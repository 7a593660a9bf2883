/**
 * The assistant's rules, as data: which kind of subject wins, which topics
 * answer together, which studio-wide answer a kind of question gets when
 * nothing is named, the words that mark a request the site cannot serve,
 * the things the site is silent on, the places whose time zone an hours
 * answer can be given in, and how a long brief is cut into parts. The
 * engine (features/assistant/engine) reads these tables; it holds no list
 * of its own.
 */
import type { AskKind } from "./assistantVocabulary";

/** The kinds of question an answer can be composed for. */
export const composableAsks = [
  "price",
  "timeline",
  "results",
  "stack",
  "quote",
  "work",
  "next",
] as const satisfies readonly AskKind[];
export type ComposableAsk = (typeof composableAsks)[number];

/** Kinds a question can be about, strongest claim first. */
export const subjectOrder = [
  "not-offered",
  "case-study",
  "service",
  "step",
  "industry",
  "line",
] as const;

/**
 * Topics answered together: an answer about one accounts for a question's
 * words for the others ("I'm in London: your hours?").
 */
export const topicGroups: readonly (readonly string[])[] = [
  [
    "contact",
    "phone",
    "email",
    "whatsapp",
    "reply",
    "hours",
    "location",
    "remote",
  ],
  ["pricing", "payment", "invoice", "gst", "quoteValidity"],
  ["start", "firstCall", "free", "process", "progress"],
  ["revisions", "feedback"],
  [
    "terms",
    "ending",
    "payment",
    "revisions",
    "ownership",
    "hosting",
    "quoteValidity",
  ],
  ["team", "founder"],
  ["privacy", "dataRetention"],
];

/** The kinds of question a studio-wide topic answers itself. */
export const topicAnswersAsks: Readonly<
  Record<string, readonly ComposableAsk[]>
> = {
  pricing: ["price"],
  timelines: ["timeline"],
  technologies: ["stack"],
  stats: ["work", "results"],
  industries: ["work"],
  dataRetention: ["timeline"],
  quoteValidity: ["timeline"],
  firstCall: ["price", "timeline"],
  aftercare: ["price"],
  revisions: ["price"],
  feedback: ["timeline"],
  reply: ["timeline"],
  start: ["next"],
};

/** A kind of question asked of nothing named: the studio's general answer. */
export const generalAnswers: Readonly<Partial<Record<ComposableAsk, string>>> =
  {
    price: "topic:pricing",
    timeline: "topic:timelines",
    results: "ask:results",
    quote: "ask:quotes",
    stack: "topic:technologies",
    work: "ask:portfolio",
  };

/**
 * Requests this site cannot serve at all (a poem, a recipe, code): a
 * friendly decline that says what the assistant helps with, never a
 * service pitch. Whole words or phrases, as a visitor types them.
 */
export const offTopicPhrases: readonly string[] = [
  "poem",
  "poems",
  "poetry",
  "shayari",
  "song",
  "lyrics",
  "joke",
  "jokes",
  "story for",
  "essay",
  "homework",
  "recipe",
  "recipes",
  "how to cook",
  "cook",
  "cooking",
  "weather",
  "cricket score",
  "horoscope",
  "write code",
  "write me code",
  "javascript code",
  "python code",
  "python script",
  "sql query",
  "write a script",
  "write a program",
  "code for a",
];

/**
 * Words that always stay on the site's side of an off-topic phrase: "how
 * to make a logo" is a question for the studio, not a recipe.
 */
export const onTopicOverrides: readonly string[] = [
  "website",
  "site",
  "logo",
  "logos",
  "reel",
  "reels",
  "banner",
  "banners",
  "mockup",
  "mockups",
  "app",
  "page",
  "instagram",
  "video",
  "campaign",
];

/**
 * Things the site is silent on whose words would otherwise reach a topic
 * it does cover ("GST number" is not "GST"): the honest "the site doesn't
 * say" with the contact form, never the nearest line.
 */
export const silentPhrases: readonly string[] = [
  "gst number",
  "gstin",
  "gst no",
  "pan",
  "pan number",
  "pan card",
  "registration number",
  "company registration",
  "cin",
  "iso",
  "iso certified",
  "certified",
  "certification",
  "nda",
  "non disclosure",
  "bank details",
  "bank account",
  "insurance",
];

/**
 * Places a visitor names, with the time zone an hours answer is given in
 * ("I'm in London, when are you open?"). Without a place, the browser's
 * zone is used.
 */
export const timeZonePlaces: Readonly<Record<string, string>> = {
  london: "Europe/London",
  uk: "Europe/London",
  england: "Europe/London",
  ireland: "Europe/Dublin",
  dubai: "Asia/Dubai",
  uae: "Asia/Dubai",
  "abu dhabi": "Asia/Dubai",
  qatar: "Asia/Qatar",
  doha: "Asia/Qatar",
  riyadh: "Asia/Riyadh",
  "saudi arabia": "Asia/Riyadh",
  singapore: "Asia/Singapore",
  "kuala lumpur": "Asia/Kuala_Lumpur",
  malaysia: "Asia/Kuala_Lumpur",
  "hong kong": "Asia/Hong_Kong",
  tokyo: "Asia/Tokyo",
  japan: "Asia/Tokyo",
  sydney: "Australia/Sydney",
  melbourne: "Australia/Melbourne",
  australia: "Australia/Sydney",
  auckland: "Pacific/Auckland",
  "new zealand": "Pacific/Auckland",
  berlin: "Europe/Berlin",
  germany: "Europe/Berlin",
  paris: "Europe/Paris",
  france: "Europe/Paris",
  amsterdam: "Europe/Amsterdam",
  netherlands: "Europe/Amsterdam",
  "new york": "America/New_York",
  nyc: "America/New_York",
  boston: "America/New_York",
  toronto: "America/Toronto",
  canada: "America/Toronto",
  chicago: "America/Chicago",
  texas: "America/Chicago",
  "los angeles": "America/Los_Angeles",
  california: "America/Los_Angeles",
  "san francisco": "America/Los_Angeles",
  seattle: "America/Los_Angeles",
  vancouver: "America/Vancouver",
  nairobi: "Africa/Nairobi",
  kenya: "Africa/Nairobi",
  kathmandu: "Asia/Kathmandu",
  nepal: "Asia/Kathmandu",
  dhaka: "Asia/Dhaka",
  bangladesh: "Asia/Dhaka",
};

/** How a long brief is read as several questions. */
export const briefParts = {
  /** Answers in one reply, at most. */
  max: 3,
  /** A question shorter than this (in words) is one question. */
  minWords: 16,
  /** A part shorter than this (in words) joins the part before it. */
  minPartWords: 3,
  /** Where a brief splits, besides sentence ends and numbered items. */
  joiners: ["and also", "also", "plus", "aur", "as well as", "and someone"],
} as const;

/** The words around what a question says of the visitor themselves. */
export const readingWords = {
  /** Before the visitor's own business: "for my shop". */
  possessives: [
    "my",
    "our",
    "mera",
    "meri",
    "mere",
    "hamara",
    "hamari",
    "hamare",
    "humara",
    "humari",
    "humare",
    "apna",
    "apni",
    "apne",
  ],
  /** Before "my", making what follows the visitor's own thing. */
  ofWhat: ["of", "for", "about", "on", "in", "with", "from"],
  /** How many unknown words after "my" can name the visitor's own thing. */
  ownWords: 3,
  /** Before a place's name: "a clinic in Lajpat Nagar". */
  placeMarkers: ["in", "at", "from", "near"],
} as const;
