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
 * service pitch. Whole words or phrases, matched by their stems (so
 * "poem" is "poems" too).
 */
export const offTopicPhrases: readonly string[] = [
  "poem",
  "poetry",
  "shayari",
  "song",
  "lyrics",
  "joke",
  "story for",
  "essay",
  "homework",
  "recipe",
  "cook",
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
  "reel",
  "banner",
  "mockup",
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
  "pan",
  "registration number",
  "company registration",
  "cin",
  "iso",
  "certified",
  "certification",
  "nda",
  "non disclosure",
  "bank details",
  "bank account",
  "insurance",
];

/**
 * Places a visitor names that are not a time zone's own city ("I'm in the
 * UK"), with the zone an hours answer is given in. Cities are read from the
 * time zones the browser knows ("London", "New York", "Dubai").
 */
export const timeZonePlaces: Readonly<Record<string, string>> = {
  uk: "Europe/London",
  uae: "Asia/Dubai",
  usa: "America/New_York",
  canada: "America/Toronto",
  australia: "Australia/Sydney",
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
