import MiniSearch, { type SearchResult } from "minisearch";
import { caseStudies } from "~/content/caseStudies";
import { processSteps } from "~/content/process";
import { services } from "~/content/services";
import { site } from "~/content/site";
import { whyCards } from "~/content/why";
import {
  buildKnowledge,
  type KnowledgeDoc,
  type KnowledgeKind,
} from "./buildKnowledge";
import { detectIntents, INTENT_WORDS, type FactIntent } from "./detectIntents";
import {
  factReply,
  fallbackReply,
  listingReply,
  socialReply,
} from "./intentReplies";
import { clampQuestion } from "./limits";
import { uniqueLinks } from "./links";
import { correctTypo, STOPWORDS, tokenize } from "./text";
import type { Answer, AssistantContent, Topic } from "./types";

export const siteContent: AssistantContent = {
  services,
  processSteps,
  whyCards,
  caseStudies,
  site,
};

export type AnswerOptions = {
  /** The moment "open now" is judged at; defaults to the current time. */
  now?: Date;
  /** The visitor's IANA time zone, to give opening times in their time. */
  visitorTimeZone?: string;
};

export type Assistant = {
  answer(question: string, options?: AnswerOptions): Answer;
};

/** Hits scoring under this share of the best one are left out. */
const RELATIVE_SCORE_FLOOR = 0.5;
const MAX_HITS = 3;
/** Fact answers that may carry the best search hit as context. */
const WITH_CONTEXT: ReadonlySet<FactIntent> = new Set([
  "pricing",
  "start",
  "contact",
]);

const CONTEXT_KINDS: ReadonlySet<KnowledgeKind> = new Set([
  "offering",
  "line",
  "case-study",
]);
/** Services lead, then how we work and why, then the case studies. */
const KIND_ORDER: readonly KnowledgeKind[] = [
  "offering",
  "line",
  "step",
  "why",
  "case-study",
];

const isSubject = (term: string) =>
  term.length > 1 && !STOPWORDS.has(term) && !INTENT_WORDS.has(term);

function indexTerms(text: string): string[] {
  return tokenize(text).filter(isSubject);
}

function mergeTopics(answers: readonly Answer[]): Topic[] {
  const seen = new Set<string>();
  return answers
    .flatMap((answer) => answer.topics)
    .filter((topic) => {
      const key = `${topic.kind}:${topic.label}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

/** `preface` carries its own separator: " " to run on, "\n" to break. */
function combine(answers: readonly Answer[], preface = ""): Answer {
  return {
    text: preface + answers.map((answer) => answer.text).join("\n\n"),
    links: uniqueLinks(answers.flatMap((answer) => answer.links)),
    topics: mergeTopics(answers),
  };
}

/** "Can you…", "Do you…", "…kar sakte ho?", "…karoge?" */
function asksIfWeDo(question: string): boolean {
  return /^\s*(can|could|will|would|do|does)\s+(you|u|ya|your)\b|\b(sakte|skte|karoge|karenge|karte ho)\b/i.test(
    question,
  );
}

/**
 * The answer engine: a MiniSearch index over the site's content plus a few
 * intents (hours, contact, starting, pricing, timelines, greetings). Every
 * fact in an answer is copied from the content it was built from.
 */
export function createAssistant(
  content: AssistantContent = siteContent,
): Assistant {
  const docs = buildKnowledge(content);
  const byId = new Map(docs.map((doc) => [doc.id, doc]));
  const vocabulary = new Set<string>(INTENT_WORDS);
  for (const doc of docs) {
    for (const field of [doc.title, doc.tags, doc.text]) {
      for (const term of indexTerms(field)) vocabulary.add(term);
    }
  }

  const index = new MiniSearch<KnowledgeDoc>({
    fields: ["title", "tags", "text"],
    storeFields: [],
    tokenize: indexTerms,
    processTerm: (term) => term,
    searchOptions: {
      boost: { title: 3, tags: 2, text: 1 },
      prefix: (term) => term.length >= 4,
      fuzzy: (term) => (term.length >= 6 ? 0.2 : false),
      combineWith: "OR",
      tokenize: (query) => query.split(" ").filter(Boolean),
      processTerm: (term) => term,
    },
  });
  index.addAll(docs);

  function search(subjects: readonly string[]): SearchResult[] {
    return subjects.length > 0 ? index.search(subjects.join(" ")) : [];
  }

  function answer(question: string, options: AnswerOptions = {}): Answer {
    const text = clampQuestion(question);
    if (!text) return socialReply("greeting", content);

    const tokens = tokenize(text).map((token) =>
      correctTypo(token, vocabulary),
    );
    const subjects = [...new Set(tokens.filter(isSubject))];
    const results = search(subjects);
    const matched = new Set(results.flatMap((result) => result.queryTerms));
    const unknown = subjects.filter((term) => !matched.has(term));
    const best = results[0];
    const found = results
      .filter((r) => r.score >= (best?.score ?? 0) * RELATIVE_SCORE_FLOOR)
      .map((r) => byId.get(r.id))
      .filter((doc): doc is KnowledgeDoc => doc !== undefined);
    // An offering says more than its whole service line.
    const hits = found
      .filter(
        (doc) =>
          doc.kind !== "line" ||
          !found.some((o) => o.kind === "offering" && o.line === doc.line),
      )
      .slice(0, MAX_HITS)
      .sort((a, b) => KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind));

    const intents = detectIntents(tokens, hits.length > 0);

    if (intents.facts.length > 0) {
      const line = hits.find((doc) => doc.line)?.line;
      const replies = intents.facts.map((intent) =>
        factReply(intent, {
          content,
          line,
          now: options.now ?? new Date(),
          visitorTimeZone: options.visitorTimeZone,
        }),
      );
      const context = hits.find((doc) => CONTEXT_KINDS.has(doc.kind));
      if (context && intents.facts.some((intent) => WITH_CONTEXT.has(intent))) {
        replies.push(context.reply);
      }
      return combine(replies);
    }

    const [top] = hits;
    if (top) {
      const coversAll =
        best !== undefined &&
        byId.get(best.id) === top &&
        subjects.every((term) => best.queryTerms.includes(term));
      let preface = "";
      if (unknown.length > 0) {
        preface = `I couldn't find anything about “${unknown.slice(0, 3).join(" ")}” on this site, so I won't guess. The closest I have:\n`;
      } else if (
        coversAll &&
        (top.kind === "offering" || top.kind === "line") &&
        asksIfWeDo(text)
      ) {
        preface = "Yes. ";
      }
      return combine(
        hits.map((doc) => doc.reply),
        preface,
      );
    }

    if (intents.listing) return listingReply(intents.listing, content);
    if (intents.social) return socialReply(intents.social, content);
    return fallbackReply(content, unknown);
  }

  return { answer };
}
