import { homeSectionPath, sectionIds } from "~/content/sectionIds";
import MiniSearch, { type SearchResult } from "minisearch";
import { MAX_QUESTION_LENGTH } from "~/content/assistant";
import {
  assistantLinkLabels,
  assistantReplies as replies,
} from "~/content/assistantAnswers";
import {
  assistantGreetings,
  assistantNextWords,
  assistantOrdinals,
  assistantReferences,
  assistantSteeringWords,
  assistantThanks,
} from "~/content/assistantVocabulary";
import { site } from "~/content/site";
import { describeAvailability } from "~/lib/availability";
import type { AssistantDocument, Facet, FacetReply, Intent } from "./documents";
import {
  CANONICAL_TERMS,
  createQueryTerms,
  indexTerm,
  rawWords,
  stem,
  tokenize,
} from "./terms";
import { limitWords } from "./limitWords";
import type { Answer, AnswerContext, AnswerLink } from "./types";

export { limitWords };

export type AnswerOptions = {
  /** What the previous answer was about, for follow-ups. */
  previous?: AnswerContext;
  /** The moment "open now" is judged at; defaults to the current time. */
  now?: Date;
  /** The visitor's IANA time zone, to give opening times in their time. */
  visitorTimeZone?: string;
};

export type Assistant = {
  answer(question: string, options?: AnswerOptions): Answer;
  /** Every page and section an answer may point to. */
  knownTargets(): ReadonlySet<string>;
};

/** The site's words that ask for a kind of fact, not a subject. */
const INTENT_TERMS: ReadonlyMap<string, Intent> = new Map(
  (
    [
      ["portfolio", "portfolio"],
      ["price", "price"],
      ["timeline", "timeline"],
      ["start", "start"],
      ["hours", "hours"],
      ["contact", "contact"],
      ["location", "location"],
    ] as const
  ).map(([word, intent]) => [stem(word), intent]),
);
const FACET_TERMS: ReadonlyMap<string, Facet> = new Map(
  (
    [
      ["results", "results"],
      ["stack", "stack"],
      ["deliverables", "stack"],
      ["client", "client"],
    ] as const
  ).map(([word, facet]) => [stem(word), facet]),
);
/** The site's words that name no subject of their own. */
const WEAK_TERMS: ReadonlySet<string> = new Set([
  ...INTENT_TERMS.keys(),
  ...FACET_TERMS.keys(),
  stem("offerings"),
]);
/** Of the intents a question names, the one it is about. */
const INTENT_ORDER: readonly Intent[] = [
  "portfolio",
  "price",
  "timeline",
  "start",
  "hours",
  "contact",
  "location",
];
/** Intents whose answer depends on what the question is about. */
const SUBJECT_INTENTS: ReadonlySet<Intent> = new Set([
  "portfolio",
  "price",
  "timeline",
]);
/** Documents about the studio's work: an intent asked of them is composed. */
const WORK_KINDS = new Set(["offering", "service", "case-study"]);
/** Results scoring under this share of the best one are left out. */
const RELATIVE_FLOOR = 0.3;
/**
 * A question is unlisted unless the site covers more than this share of
 * its words: "the weather in Delhi" is not about the studio in Delhi.
 */
const MIN_COVERAGE = 0.5;
/** Kinds searched first, and a case study only when it answers. */
const KIND_BOOST: Partial<Record<AssistantDocument["kind"], number>> = {
  offering: 1.2,
  service: 1.1,
  "case-study": 0.8,
  // An article answers what a page of the site does not; it never outranks
  // the service or FAQ that a question is about.
  article: 0.5,
};

const REFERENCES: ReadonlySet<string> = new Set(assistantReferences);
const NEXT_WORDS: ReadonlySet<string> = new Set(assistantNextWords);
const GREETINGS: ReadonlySet<string> = new Set(assistantGreetings);
const THANKS: ReadonlySet<string> = new Set(assistantThanks);
const STEERING: ReadonlySet<string> = new Set(assistantSteeringWords);

/** Markup is read as the text around it: a script is no question. */
function withoutMarkup(text: string): string {
  return text
    .replace(/<(script|style)\b[\s\S]*?(<\/\1\s*>|$)/gi, " ")
    .replace(/<[^>]*>/g, " ");
}

const contactLink: AnswerLink = {
  label: assistantLinkLabels.contact,
  to: homeSectionPath(sectionIds.contact),
};

/** Whether a question has letters, but none of the Latin script. */
function isOtherScript(text: string): boolean {
  return /\p{L}/u.test(text) && !/\p{Script=Latin}/u.test(text);
}

/** "Can you…", "Do you…", "…karte ho?" */
function asksIfWeDo(text: string): boolean {
  return /^\s*(can|could|will|would|do|does)\s+(you|u|ya)\b|\b(karte|karoge|banate|sakte)\s+ho\b/i.test(
    text,
  );
}

/**
 * The answer engine: one MiniSearch index over the documents (the site's
 * content, the FAQ, contact facts and any added pages), searched with fields,
 * boosts, prefix and fuzzy matching. Intents (price, timelines, hours,
 * contact...) are documents in the same index; asked of a subject, they are
 * answered for that subject. Every fact in an answer comes from a document.
 */
export function createAssistant(
  documents: readonly AssistantDocument[],
): Assistant {
  const byId = new Map(documents.map((doc) => [doc.id, doc]));
  const indexed = new Set(
    documents.flatMap((doc) =>
      tokenize([doc.title, doc.keywords, doc.tags, doc.text].join(" ")).flatMap(
        (word) => indexTerm(word) ?? [],
      ),
    ),
  );
  const { queryTerm, canonicalTerms } = createQueryTerms(indexed);
  const isTypable = (term: string) =>
    term.length >= 5 && !CANONICAL_TERMS.has(term);
  const index = new MiniSearch<AssistantDocument>({
    fields: ["title", "keywords", "tags", "text"],
    storeFields: [],
    tokenize,
    processTerm: indexTerm,
    searchOptions: {
      processTerm: queryTerm,
      boost: { title: 3, keywords: 2, tags: 1.5, text: 1 },
      boostDocument: (id) => KIND_BOOST[byId.get(id)?.kind ?? "faq"] ?? 1,
      prefix: isTypable,
      fuzzy: (term) => (isTypable(term) ? (term.length >= 8 ? 2 : 1) : false),
      weights: { fuzzy: 0.6, prefix: 0.5 },
    },
  });
  index.addAll(documents);

  const targets = new Set(
    documents.flatMap((doc) => [
      ...doc.links.map((link) => link.to),
      ...Object.values(doc.facets ?? {}).flatMap((facet) =>
        (facet.links ?? []).map((link) => link.to),
      ),
    ]),
  );

  function reply(
    doc: AssistantDocument,
    body: FacetReply,
    options: AnswerOptions,
    preface = "",
  ): Answer {
    const isHours = doc.intent === "hours" && body.reply === doc.reply;
    const text = isHours ? hoursText(options) : body.reply;
    return {
      text: limitWords(`${preface}${text}`),
      links: body.links ?? doc.links,
      topics: [doc.topic],
      context: {
        subjectId: doc.id,
        ...(doc.items ? { items: doc.items } : {}),
      },
    };
  }

  function hoursText({ now = new Date(), visitorTimeZone }: AnswerOptions) {
    const status = describeAvailability(
      now,
      site.hours,
      visitorTimeZone ?? site.hours.timeZone,
    );
    const yourTime = status.yourTime ? ` (${status.yourTime})` : "";
    return replies.hours(site.hours.label, `${status.status}${yourTime}`);
  }

  function plain(text: string, links: readonly AnswerLink[] = []): Answer {
    return { text: limitWords(text), links, topics: [] };
  }

  /** An intent asked of a subject: "how much are reels?" */
  function compose(
    intent: Intent,
    doc: AssistantDocument,
    options: AnswerOptions,
  ): Answer {
    const facet = doc.facets?.[intent as Facet];
    if (facet) return reply(doc, facet, options);
    if (intent === "portfolio" && doc.kind === "case-study") {
      return reply(doc, doc, options);
    }
    if (intent === "price") {
      return reply(
        doc,
        {
          reply: replies.priceFor(doc.label),
          links: [...doc.links, contactLink],
        },
        options,
      );
    }
    const general = intentDocument(intent);
    if (intent === "timeline" && general) {
      // The studio's general answer, still about this subject.
      return reply(doc, general, options);
    }
    return reply(doc, doc, options);
  }

  function intentDocument(intent: Intent): AssistantDocument | undefined {
    return documents.find((doc) => doc.intent === intent);
  }

  /** The answer for a subject, given what else the question asks of it. */
  function about(
    doc: AssistantDocument,
    intent: Intent | undefined,
    facets: readonly Facet[],
    options: AnswerOptions,
    preface = "",
  ): Answer {
    for (const facet of facets) {
      const body = doc.facets?.[facet];
      if (body) return reply(doc, body, options);
      // "What stack did they use?" of a service shown by one case study.
      const related = doc.related ? byId.get(doc.related) : undefined;
      const relatedBody = related?.facets?.[facet];
      if (related && relatedBody) return reply(related, relatedBody, options);
    }
    if (intent && SUBJECT_INTENTS.has(intent) && WORK_KINDS.has(doc.kind)) {
      return compose(intent, doc, options);
    }
    return reply(doc, doc, options, preface);
  }

  /**
   * A case study only when it answers: when a service matches every word
   * the case study matched, the service is the answer.
   */
  function preferService(
    best: SearchResult | undefined,
    results: readonly SearchResult[],
    asksForWork: boolean,
    weak: ReadonlySet<string>,
  ): AssistantDocument | undefined {
    const doc = best ? byId.get(best.id) : undefined;
    if (!best || !doc || doc.kind !== "case-study" || asksForWork) return doc;
    const service = results.find((result) => {
      const kind = byId.get(result.id)?.kind;
      return (
        (kind === "offering" || kind === "service") &&
        best.queryTerms.every(
          (term) => weak.has(term) || result.queryTerms.includes(term),
        )
      );
    });
    return (service && byId.get(service.id)) ?? doc;
  }

  /** The search terms of the words that ask for an intent or a facet. */
  function weakTerms(text: string): Set<string> {
    const weak = new Set(WEAK_TERMS);
    for (const word of tokenize(text)) {
      const terms = queryTerm(word) ?? [];
      if (terms.some((term) => WEAK_TERMS.has(term))) {
        for (const term of terms) weak.add(term);
      }
    }
    return weak;
  }

  function answer(question: string, options: AnswerOptions = {}): Answer {
    const text = withoutMarkup(question.slice(0, MAX_QUESTION_LENGTH)).trim();
    if (!text) return plain(replies.help);
    const words = rawWords(text);
    if (words.some((word) => STEERING.has(word))) {
      return plain(replies.unlisted, [contactLink]);
    }
    const terms = canonicalTerms(text);
    const previous = options.previous?.subjectId
      ? byId.get(options.previous.subjectId)
      : undefined;
    const refersBack = words.some((word) => REFERENCES.has(word));
    const intents = INTENT_ORDER.filter((intent) =>
      terms.some((term) => INTENT_TERMS.get(term) === intent),
    );
    const [intent] = intents;
    const facets: Facet[] = [
      ...new Set(
        terms.flatMap((term) => {
          const facet = FACET_TERMS.get(term);
          return facet ? [facet] : [];
        }),
      ),
    ];
    if (words.some((word) => NEXT_WORDS.has(word))) facets.unshift("next");

    // "The second one", after a list.
    const ordinal = words
      .map((word) => assistantOrdinals[word])
      .find((n) => n !== undefined);
    const items = options.previous?.items;
    if (ordinal !== undefined && items && items.length > 0) {
      const id = ordinal < 0 ? items.at(-1) : items[ordinal - 1];
      const doc = id ? byId.get(id) : undefined;
      if (doc) return about(doc, intent, facets, options);
    }

    const all = index.search(text);
    const floor = (all[0]?.score ?? 0) * RELATIVE_FLOOR;
    const results = all.filter((result) => result.score >= floor);
    const weak = weakTerms(text);
    const names = (result: SearchResult) =>
      result.queryTerms.some((term) => !weak.has(term));
    const subjectResult =
      (intent === "portfolio"
        ? results.find(
            (result) =>
              names(result) && WORK_KINDS.has(byId.get(result.id)?.kind ?? ""),
          )
        : undefined) ?? results.find(names);
    const current = preferService(
      subjectResult,
      results,
      intent === "portfolio" || facets.length > 0,
      weak,
    );

    if (!current) {
      // Nothing named here: a follow-up about the last subject, an intent
      // on its own ("how much?"), a facet ("your tech stack?"), small talk.
      const intentDoc = intent ? intentDocument(intent) : undefined;
      // Hours, contact, location and starting are the studio's, whatever
      // was asked before.
      if (intent && !SUBJECT_INTENTS.has(intent) && intentDoc) {
        return reply(intentDoc, intentDoc, options);
      }
      // A follow-up says so ("it", "they"), or is short ("how much?",
      // "and the stack?"); a full question of its own is answered anew.
      const isFollowUp =
        refersBack ||
        words.length <= 4 ||
        /^(and|aur|also|what about|how about)\b/.test(words.join(" "));
      if (
        previous &&
        isFollowUp &&
        (refersBack || intent || facets.length > 0)
      ) {
        return about(previous, intent, facets, options);
      }
      if (intentDoc) return reply(intentDoc, intentDoc, options);
      const top = all[0] ? byId.get(all[0].id) : undefined;
      if (top && isCovered(text, all)) return reply(top, top, options);
      return smallTalk(text, words, all, terms);
    }

    if (!isCovered(text, all)) {
      if (isOtherScript(text)) return plain(replies.otherScript, [contactLink]);
      return plain(replies.unlisted, [contactLink]);
    }

    const preface =
      WORK_KINDS.has(current.kind) &&
      current.kind !== "case-study" &&
      asksIfWeDo(text) &&
      coverage(text, all) === 1
        ? `${replies.yes} `
        : "";
    return about(current, intent, facets, options, preface);
  }

  function smallTalk(
    text: string,
    words: readonly string[],
    results: readonly SearchResult[],
    terms: readonly string[],
  ): Answer {
    if (words.some((word) => THANKS.has(word)))
      return plain(replies.thanks, [contactLink]);
    if (words.some((word) => GREETINGS.has(word)) && terms.length === 0) {
      return plain(replies.greeting);
    }
    if (isOtherScript(text)) return plain(replies.otherScript, [contactLink]);
    if (terms.length === 0 && results.length === 0) return plain(replies.help);
    return plain(replies.unlisted, [contactLink]);
  }

  /** The share of the question's words that some result matched. */
  function coverage(text: string, results: readonly SearchResult[]): number {
    const matched = new Set(results.flatMap((result) => result.queryTerms));
    const words = tokenize(text)
      .map((word) => queryTerm(word))
      .filter((terms): terms is string[] => terms !== null);
    if (words.length === 0) return 0;
    const covered = words.filter((terms) => terms.some((t) => matched.has(t)));
    return covered.length / words.length;
  }

  const isCovered = (text: string, results: readonly SearchResult[]) =>
    coverage(text, results) > MIN_COVERAGE;

  return { answer, knownTargets: () => targets };
}
