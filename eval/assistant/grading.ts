/**
 * How the assistant's evaluation grades one answer: what a person reading
 * it would call right. Each case states the fact (and link) a right answer
 * carries, what it must not claim, and whether the honest answer is "the
 * site does not say" (then it must send the visitor to the contact form and
 * say when the studio replies). Shared by the development and test sets.
 */
/** The kinds of question, each reported on its own. */
export const CATEGORIES = [
  "services",
  "not offered",
  "not on the site",
  "process and price",
  "portfolio",
  "contact and time zones",
  "hinglish and typos",
  "off-topic and adversarial",
  "follow-ups",
] as const;
export type Category = (typeof CATEGORIES)[number];

export type EvalCase = {
  id: string;
  category: Category;
  /** Only the last turn is graded; earlier turns set up a conversation. */
  turns: readonly string[];
  /** What a person would check, in words (the patterns below encode it). */
  criterion?: string;
  /** Every pattern must match the answer's text, link labels or targets. */
  mustInclude?: readonly RegExp[];
  /** At least one must match. */
  mustIncludeAny?: readonly RegExp[];
  /** An invented fact, a wrong claim or an echo: tested on the text. */
  mustNotInclude?: readonly RegExp[];
  /** The wrong document: a link the answer must not carry. */
  mustNotLink?: readonly RegExp[];
  /** The site has the answer: a "the site does not say" opener is wrong. */
  isAnswerable?: boolean;
  /**
   * The site has no answer: the text says so, points to the contact form
   * and gives the reply time, and the answer links the form.
   */
  isUnlisted?: boolean;
};

export type Reply = { text: string; links: readonly string[] };

/** Any figure of money: the content states none. */
export const NO_PRICE =
  /₹\s?\d|rs\.?\s?\d|\$\s?\d|\d+\s?(k\b|inr|rupees|dollars|lakh)/i;
/** An answer that says yes to what it was asked. */
export const SAYS_YES = /^\s*(yes|yep|sure|of course|haan|ha ji)\b/i;
/** Where an honest answer sends what the site doesn't cover. */
export const UNLISTED = /contact form/i;
export const REPLY_TIME = /within a day/i;
export const CONTACT_LINK = /#contact\b/;
/**
 * An honest "the site does not say" (or "does not list") reply, anywhere in
 * the answer: a reply of several parts may deny one of them.
 */
export const NO_ANSWER =
  /(we don.t list that|i couldn.t (find|match)|the site does(n.t| not) (say|list|cover|mention)|isn.t something this site lists)/i;

/** The most words of text in one answer (links come on top). */
export const MAX_WORDS = 60;

/**
 * The Hindi pages' answers: the same checks, in Hindi. An answer on a
 * Hindi page is in Hindi (Devanagari), whatever script the question used.
 */
export const HI_NO_PRICE =
  /₹\s?\d|rs\.?\s?\d|\d+\s?(k\b|inr|rupees|lakh|रुपय|रुपए|हज़ार|हजार|लाख)/i;
export const HI_SAYS_YES = /^\s*(हाँ|हां|जी हाँ|ज़रूर|जरूर|बिल्कुल|yes|haan)/i;
/** A kind decline of a request the site cannot serve. */
export const HI_DECLINE = [/मदद नहीं कर सकत/, /मुझसे .*पूछिए/];
const HI_UNLISTED = /संपर्क फ़?ॉर्म/;
const HI_REPLY_TIME = /एक दिन के भीतर/;
const HI_NO_ANSWER =
  /(साइट पर यह नहीं लिखा|साइट पर लिखी सेवाओं में नहीं|साइट की किसी बात से नहीं मिला)/;
const DEVANAGARI = /[\u0900-\u097f]/gu;
const LATIN_LETTER = /[a-z]/giu;

export type Language = "en" | "hi";

const checks = {
  en: { unlisted: UNLISTED, replyTime: REPLY_TIME, noAnswer: NO_ANSWER },
  hi: {
    unlisted: HI_UNLISTED,
    replyTime: HI_REPLY_TIME,
    noAnswer: HI_NO_ANSWER,
  },
} as const;

const DEVANAGARI_WORD = /\p{Script=Devanagari}+/gu;

/**
 * Whether a text reads as Hindi: sentences in Devanagari around the brand
 * and technology names that stay in Latin letters (a list of clients is
 * still a Hindi answer): mostly Devanagari, or a Hindi sentence of at
 * least four words around the names.
 */
export function isHindi(text: string): boolean {
  const devanagari = text.match(DEVANAGARI)?.length ?? 0;
  const latin = text.match(LATIN_LETTER)?.length ?? 0;
  const words = text.match(DEVANAGARI_WORD)?.length ?? 0;
  return devanagari > latin || words >= 4;
}

/** The site has the answer, and the reply says it does not. */
export function isFalseDenial(
  item: EvalCase,
  reply: Reply,
  lang: Language = "en",
): boolean {
  return item.isAnswerable === true && checks[lang].noAnswer.test(reply.text);
}

/** What is wrong with an answer, or nothing. */
export function judge(
  item: EvalCase,
  reply: Reply,
  lang: Language = "en",
): string[] {
  const { unlisted, replyTime } = checks[lang];
  const all = [reply.text, ...reply.links].join("\n");
  const links = reply.links.join("\n");
  const problems: string[] = [];
  for (const pattern of item.mustInclude ?? []) {
    if (!pattern.test(all)) problems.push(`missing ${pattern}`);
  }
  if (item.mustIncludeAny && !item.mustIncludeAny.some((p) => p.test(all))) {
    problems.push(`missing any of ${item.mustIncludeAny.join(" ")}`);
  }
  for (const pattern of item.mustNotInclude ?? []) {
    if (pattern.test(reply.text)) problems.push(`claims ${pattern}`);
  }
  for (const pattern of item.mustNotLink ?? []) {
    if (pattern.test(links)) problems.push(`links ${pattern}`);
  }
  if (item.isUnlisted) {
    if (!unlisted.test(reply.text)) {
      problems.push("no pointer to the contact form");
    }
    if (!replyTime.test(reply.text)) problems.push("no reply time");
    if (!CONTACT_LINK.test(links)) problems.push("no link to the contact form");
    if (SAYS_YES.test(reply.text) || HI_SAYS_YES.test(reply.text)) {
      problems.push("claims yes");
    }
  }
  if (lang === "hi" && !isHindi(reply.text)) problems.push("not in Hindi");
  if (isFalseDenial(item, reply, lang))
    problems.push("denies what the site says");
  const words = reply.text.split(/\s+/).filter(Boolean).length;
  if (words > MAX_WORDS) problems.push(`${words} words`);
  return problems;
}
