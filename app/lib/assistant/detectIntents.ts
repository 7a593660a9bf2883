import { tokenize } from "./text";

/** Questions about facts that no search result states as well. */
export type FactIntent =
  "timeline" | "pricing" | "hours" | "contact" | "start" | "location";

/** Broad questions answered with an overview when nothing specific matched. */
export type ListingIntent = "overview" | "process" | "why" | "portfolio";

export type SocialIntent = "greeting" | "thanks";

export type Intents = {
  facts: FactIntent[];
  listing: ListingIntent | null;
  social: SocialIntent | null;
};

const terms = (words: string) => new Set(tokenize(words));

const TRIGGERS = {
  timeline: terms("timeline"),
  pricing: terms("pricing"),
  hours: terms(
    "hours open closed available availability weekend weekends sunday saturday holiday holidays",
  ),
  contact: terms(
    "contact phone call number email whatsapp reach baat talk message dm",
  ),
  start: terms(
    "start hire proceed signup onboard book booking enquiry inquiry engage",
  ),
  location: terms(
    "location located address based city delhi india remote visit country",
  ),
  overview: terms(
    "service offering offer provide build capability speciality specialty expertise",
  ),
  process: terms("process step workflow methodology approach procedure"),
  why: terms("different unique advantage special better"),
  portfolio: terms(
    "portfolio example project client showcase past previous proof",
  ),
  greeting: terms(
    "hi hello hey hii hiii helo hlo namaste namaskar hola yo sup greetings",
  ),
  thanks: terms("thanks thank thx ty shukriya dhanyavad dhanyawad cheers"),
};

/** Words that only steer intents; never searched for as a subject. */
export const INTENT_WORDS: ReadonlySet<string> = new Set([
  ...Object.values(TRIGGERS).flatMap((set) => [...set]),
  ...terms("where why how what which who choose pick should office"),
]);

const FACT_ORDER: readonly FactIntent[] = [
  "pricing",
  "timeline",
  "start",
  "hours",
  "contact",
  "location",
];

const has = (tokens: readonly string[], set: ReadonlySet<string>) =>
  tokens.some((token) => set.has(token));

/**
 * What a question asks, from its (already typo-corrected) terms.
 * `hasSubject` says whether any searchable term is left besides intent
 * words: "Where are you?" is about location, "Where can I see reels?" is not.
 */
export function detectIntents(
  tokens: readonly string[],
  hasSubject: boolean,
): Intents {
  const facts = FACT_ORDER.filter((intent) => has(tokens, TRIGGERS[intent]));
  const asksWhereYouAre =
    tokens.includes("where") && has(tokens, terms("you your studio office"));
  if (!hasSubject && asksWhereYouAre && !facts.includes("location")) {
    facts.push("location");
  }

  let listing: ListingIntent | null = null;
  const asksWhy =
    tokens.includes("why") &&
    has(tokens, terms("choose pick hire you us should"));
  if (has(tokens, TRIGGERS.portfolio)) listing = "portfolio";
  else if (
    has(tokens, TRIGGERS.process) ||
    (tokens.includes("how") && tokens.includes("work"))
  ) {
    listing = "process";
  } else if (asksWhy || has(tokens, TRIGGERS.why)) listing = "why";
  else if (
    has(tokens, TRIGGERS.overview) ||
    (tokens.includes("what") && tokens.includes("do"))
  ) {
    listing = "overview";
  }

  const social = has(tokens, TRIGGERS.thanks)
    ? "thanks"
    : has(tokens, TRIGGERS.greeting)
      ? "greeting"
      : null;

  return { facts, listing, social };
}
