import { MAX_QUESTION_LENGTH } from "~/content/assistant";
import { assistantFacts as facts } from "~/content/assistantFacts";
import {
  assistantReplies as replies,
  listing,
} from "~/content/assistantAnswers";
import {
  assistantGreetings,
  assistantLoadWords,
  assistantOrdinals,
  assistantReferences,
  assistantSpeedAsks,
  assistantSteeringWords,
  assistantThanks,
} from "~/content/assistantVocabulary";
import { caseStudies } from "~/content/caseStudies";
import { site } from "~/content/site";
import { describeAvailability } from "~/lib/availability";
import {
  type ArticleInput,
  articleConcept,
  ask,
  caseStudyLink,
  type Concept,
  contactLink,
  lexiconEntries,
  NOT_LISTED,
  siteConcepts,
  studiesOf,
} from "./knowledge";
import { limitWords } from "./limitWords";
import type { Answer, AnswerContext, AnswerLink } from "./types";
import {
  createLexicon,
  type Fuzzy,
  normalize,
  type Token,
  termKey,
  words,
} from "./understand";

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

export type AssistantOptions = {
  /** Pages beyond the site's content (articles), as concepts. */
  articles?: readonly ArticleInput[];
  /** Below this confidence the assistant says the site does not say. */
  threshold?: number;
  /** How unknown words are mended (for measuring): MiniSearch's fuzzy or none. */
  fuzzy?: Fuzzy;
};

/**
 * The confidence below which the assistant says the site does not say,
 * chosen on the development questions (eval/assistant/questions.ts): see
 * docs/decisions/006-assistant.md for the sweep.
 */
export const CONFIDENCE_THRESHOLD = 0.55;

/** Kinds a question can be about, strongest claim first. */
const SUBJECT_ORDER: readonly Concept["kind"][] = [
  "not-offered",
  "case-study",
  "service",
  "step",
  "industry",
  "line",
];
/** How much a word of a concept's copy weighs against a word that names it. */
const WEAK = 0.35;
const ASKS = [
  "price",
  "timeline",
  "results",
  "stack",
  "quote",
  "work",
  "next",
] as const;
type Ask = (typeof ASKS)[number];

/**
 * Topics answered together: an answer about one accounts for a question's
 * words for the others ("I'm in London: your hours?").
 */
const TOPIC_GROUPS: readonly (readonly string[])[] = [
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
].map((group) => group.map((id) => `topic:${id}`));

const REFERENCES: ReadonlySet<string> = new Set(assistantReferences);
const GREETINGS: ReadonlySet<string> = new Set(assistantGreetings);
const THANKS: ReadonlySet<string> = new Set(assistantThanks);
const STEERING = assistantSteeringWords.map(termKey);
const SPEED_ASKS: ReadonlySet<string> = new Set(
  assistantSpeedAsks.map(termKey),
);
const LOAD_WORDS: ReadonlySet<string> = new Set(
  assistantLoadWords.map(termKey),
);

/**
 * "How fast will my site load?": beside a word of loading, "how fast" asks
 * what that word names (the site's speed), not how long the work takes.
 */
function readSpeed(tokens: readonly Token[]): Token[] {
  const load = tokens.find(
    (token) => LOAD_WORDS.has(token.key) && token.senses.length > 0,
  );
  if (!load) return [...tokens];
  return tokens.map((token) =>
    SPEED_ASKS.has(token.key) ? { ...token, senses: load.senses } : token,
  );
}

function topicSenseIn(tokens: readonly Token[], id: string): boolean {
  return tokens.some((token) => token.senses.includes(`topic:${id}`));
}

/** Markup is read as the text around it: a script is no question. */
function withoutMarkup(text: string): string {
  return text
    .replace(/<(script|style)\b[\s\S]*?(<\/\1\s*>|$)/gi, " ")
    .replace(/<[^>]*>?/g, " ");
}

/** Whether a question has letters, but none of the Latin script. */
function isOtherScript(text: string): boolean {
  return (
    /\p{L}/u.test(text) &&
    !/\p{Script=Latin}/u.test(text) &&
    !/\p{Script=Devanagari}/u.test(text)
  );
}

/** What a decision used, to measure how much of the question it explains. */
type Decision = {
  answer: Answer;
  /** The senses (concepts and asks) the answer accounts for. */
  used: ReadonlySet<string>;
  /** A plain "we don't do that": its words are the question's subject. */
  isCertain?: boolean;
};

/**
 * The answer engine. A question is read as terms (understand.ts); each term
 * points to concepts of the site's content (knowledge.ts) and to kinds of
 * question (price, timeline, results...). The answer is the subject's, for
 * the kind asked, written from typed content fields. Its confidence is the
 * share of the question's words the answer accounts for; below the
 * threshold the assistant says plainly that the site does not say.
 */
export function createAssistant({
  articles = [],
  threshold = CONFIDENCE_THRESHOLD,
  fuzzy = "minisearch",
}: AssistantOptions = {}): Assistant {
  const concepts = [...siteConcepts(), ...articles.map(articleConcept)];
  const byId = new Map(concepts.map((concept) => [concept.id, concept]));
  const { entries, surfaces } = lexiconEntries(concepts, articles);
  const lexicon = createLexicon(entries, fuzzy, surfaces);
  const targets = new Set(
    concepts.flatMap((concept) => concept.links.map((l) => l.to)),
  );
  targets.add(contactLink.to);

  const plain = (
    text: string,
    links: readonly AnswerLink[] = [],
    confidence = 1,
  ): Answer => ({ text: limitWords(text), links, topics: [], confidence });

  function reply(
    concept: Concept,
    text: string = concept.reply,
    links: readonly AnswerLink[] = concept.links,
  ): Answer {
    return {
      text: limitWords(text),
      links,
      topics: [concept.topic],
      confidence: 1,
      context: {
        subjectId: concept.id,
        ...(concept.items ? { items: concept.items } : {}),
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

  /** The closest real topics, as questions the visitor can ask next. */
  function closest(scores: ReadonlyMap<string, number>): string[] {
    return [...scores]
      .sort((a, b) => b[1] - a[1])
      .flatMap(([id]) => {
        const concept = byId.get(id);
        return concept && concept.kind !== "not-offered"
          ? [concept.suggestion]
          : [];
      })
      .filter((question, index, all) => all.indexOf(question) === index)
      .slice(0, 3);
  }

  function abstain(
    scores: ReadonlyMap<string, number>,
    confidence: number,
    isService: boolean,
  ): Answer {
    const suggestions = closest(scores);
    return {
      text: limitWords(isService ? replies.notListed : replies.unlisted),
      links: [contactLink],
      topics: [],
      confidence,
      ...(suggestions.length > 0 ? { suggestions } : {}),
      context: { isUnlisted: true },
    };
  }

  /** The answer about a subject, given what the question asks of it. */
  function about(
    concept: Concept,
    asks: ReadonlySet<Ask>,
    tokens: readonly Token[],
    options: AnswerOptions,
  ): Decision {
    const used = new Set<string>([concept.id]);
    const take = (kind: Ask) => used.add(ask(kind));
    const has = (kind: Ask) => asks.has(kind);
    const topicSense = (id: string) =>
      tokens.some((token) => token.senses.includes(`topic:${id}`));

    if (concept.kind === "not-offered") {
      for (const kind of ASKS) take(kind);
      return { answer: reply(concept), used, isCertain: true };
    }

    if (topicSense("languages")) {
      used.add("topic:languages");
      const languages = byId.get("topic:languages");
      if (languages) return { answer: reply(languages), used };
    }

    // An industry shown by one case study: asked of, it is that study.
    const [only, ...others] = studiesOf(concept.industry?.caseStudies ?? []);
    const single =
      only &&
      others.length === 0 &&
      (has("results") || has("timeline") || has("stack"))
        ? byId.get(`case:${only.id}`)
        : undefined;
    if (single) {
      const decision = about(single, asks, tokens, options);
      return { ...decision, used: new Set([...decision.used, concept.id]) };
    }

    const study = concept.study;
    if (study) {
      if (
        has("results") ||
        has("timeline") ||
        (has("price") && topicSense("results"))
      ) {
        take("results");
        take("timeline");
        if (has("price")) take("price");
        return {
          answer: reply(
            concept,
            replies.forClient(study.client, listing([...study.results])),
          ),
          used,
        };
      }
      if (has("quote")) {
        take("quote");
        const { name, role, text } = study.quote;
        return {
          answer: reply(concept, replies.quote(name, role, study.client, text)),
          used: new Set([...used, "topic:team", "topic:founder"]),
        };
      }
      if (has("stack")) {
        take("stack");
        return {
          answer: reply(
            concept,
            replies.stack(
              study.line === "dev",
              study.client,
              listing([...study.stack]),
            ),
          ),
          used,
        };
      }
      if (has("price")) return priceFor(concept, used);
      take("work");
      return { answer: reply(concept), used };
    }

    if (concept.step) {
      const { index } = concept.step;
      if (has("next")) {
        take("next");
        const next = concepts.find((c) => c.step?.index === index + 1);
        if (next?.step) {
          const { step } = next.step;
          return {
            answer: reply(
              next,
              replies.nextStep(step.title, index + 2, 4, step.body),
            ),
            used,
          };
        }
      }
      return { answer: reply(concept), used };
    }

    if (has("price")) return priceFor(concept, used);

    const service = concept.service;
    if (has("timeline")) {
      take("timeline");
      const timelines = byId.get("topic:timelines");
      if (service?.timeline) {
        return {
          answer: reply(
            concept,
            replies.timelineFor(service.name, service.timeline),
          ),
          used,
        };
      }
      // The studio's general answer; a service's own case study may say more.
      const [shown] = studiesOf(service?.caseStudies ?? []);
      if (timelines && shown && service) {
        const timed = shown.results.find((result) =>
          /\b(day|week|month)s?\b/i.test(result),
        );
        if (timed) {
          return {
            answer: reply(
              concept,
              `${timelines.reply} ${replies.forClient(shown.client, timed)}`,
              [...timelines.links, caseStudyLink(shown)],
            ),
            used,
          };
        }
      }
      if (timelines)
        return {
          answer: reply(concept, timelines.reply, timelines.links),
          used,
        };
    }

    const studies =
      concept.kind === "line"
        ? caseStudies.filter((study) => study.line === concept.line)
        : studiesOf(
            service?.caseStudies ?? concept.industry?.caseStudies ?? [],
          );
    if (
      (has("work") || has("results") || concept.kind === "industry") &&
      concept.kind !== "topic"
    ) {
      take("work");
      take("results");
      const [first] = studies;
      if (first) {
        return {
          answer: reply(
            concept,
            `${replies.caseStudiesFor(concept.label, listing(studies.slice(0, 3).map((s) => s.client)))} ${first.summary}`,
            [caseStudyLink(first)],
          ),
          used,
        };
      }
    }
    if (has("stack")) {
      take("stack");
      const technologies = byId.get("topic:technologies");
      if (technologies) return { answer: reply(technologies), used };
    }
    return { answer: reply(concept), used };
  }

  function priceFor(concept: Concept, used: Set<string>): Decision {
    used.add(ask("price"));
    used.add("topic:pricing");
    const { pricing } = facts;
    return {
      answer: reply(
        concept,
        replies.priceFor(
          concept.label,
          pricing.stance,
          pricing.quoteWithin,
          pricing.howToGetQuote,
        ),
        [
          contactLink,
          ...concept.links.filter((l) => !l.to.startsWith("/portfolio/")),
        ],
      ),
      used,
    };
  }

  /** The answer to a studio-wide topic. */
  function topicAnswer(concept: Concept, options: AnswerOptions): Answer {
    if (concept.id === "topic:hours") {
      return reply(concept, hoursText(options));
    }
    return reply(concept);
  }

  /** Each concept's strength: its terms' weight, less for a mended typo. */
  function scoresOf(tokens: readonly Token[]): Map<string, number> {
    const scores = new Map<string, number>();
    for (const token of tokens) {
      const concepts = token.senses.filter(
        (sense) => !sense.startsWith("a:") && sense !== NOT_LISTED,
      );
      // A term named by a concept outweighs the same word in its copy.
      const isNamed = concepts.some((sense) => !sense.startsWith("~"));
      for (const sense of concepts) {
        const isWeak = sense.startsWith("~");
        if (isWeak && isNamed) continue;
        const id = isWeak ? sense.slice(1) : sense;
        const weight =
          ((isWeak ? WEAK : 1) *
            token.quality *
            (1 + 0.5 * ((token.length ?? 1) - 1))) /
          Math.sqrt(lexicon.spread(token.key));
        scores.set(id, (scores.get(id) ?? 0) + weight);
      }
    }
    return scores;
  }

  function best(
    scores: ReadonlyMap<string, number>,
    kinds: readonly Concept["kind"][],
  ): Concept | undefined {
    let found: Concept | undefined;
    let top = 0;
    for (const kind of kinds) {
      for (const [id, score] of scores) {
        const concept = byId.get(id);
        if (concept?.kind === kind && score > top + 1e-9) {
          found = concept;
          top = score;
        }
      }
    }
    return found;
  }

  function decide(
    tokens: readonly Token[],
    asks: ReadonlySet<Ask>,
    scores: ReadonlyMap<string, number>,
    options: AnswerOptions,
    rawWords: readonly string[],
  ): Decision | null {
    const previous = options.previous;

    // "The second one", after a list.
    const ordinal = rawWords
      .map((word) => assistantOrdinals[word])
      .find((n) => n !== undefined);
    if (ordinal !== undefined && previous?.items?.length) {
      const id =
        ordinal < 0 ? previous.items.at(-1) : previous.items[ordinal - 1];
      const concept = id ? byId.get(id) : undefined;
      if (concept) {
        const decision = about(concept, asks, tokens, options);
        const used = new Set(decision.used);
        used.add("ordinal");
        return { ...decision, used };
      }
    }

    const refersBack = rawWords.some((word) => REFERENCES.has(word));
    const previousConcept = previous?.subjectId
      ? byId.get(previous.subjectId)
      : undefined;
    const isComposable = ASKS.some((kind) => asks.has(kind));
    const asked = best(scores, SUBJECT_ORDER);
    const content = tokens.filter((token) => !token.isFiller);
    // A follow-up: "how much does it cost?", "did it reduce late deliveries?"
    // "Is that extra?" after hosting: the topic's own answer says.
    if (
      previousConcept?.answersPrice &&
      asks.has("price") &&
      !asked &&
      content.length <= 3
    ) {
      return {
        answer: reply(previousConcept),
        used: new Set([previousConcept.id, ask("price"), "topic:pricing"]),
      };
    }
    if (
      previousConcept &&
      previousConcept.kind !== "topic" &&
      (refersBack ||
        (content.length <= 3 &&
          rawWords.length <= 6 &&
          !rawWords.includes("your"))) &&
      (isComposable || topicSenseIn(tokens, "languages")) &&
      (!asked ||
        (refersBack &&
          (!["case-study", "service", "step", "not-offered"].includes(
            asked.kind,
          ) ||
            (previousConcept.kind === "case-study" &&
              asked.kind === "service"))))
    ) {
      const decision = about(previousConcept, asks, tokens, options);
      const used = new Set(decision.used);
      if (asked) used.add(asked.id);
      for (const token of tokens) {
        for (const sense of token.senses) {
          if (sense.startsWith("topic:")) used.add(sense);
        }
      }
      return { ...decision, used };
    }

    // A service asked for a client's industry: "food reels for my dhaba".
    // Or a line, when no studio-wide topic is asked: "…on Google".
    const service =
      best(scores, ["service"]) ??
      (best(scores, ["topic"]) ? undefined : best(scores, ["line"]));
    // "A logo for my honey brand": the visitor's own business, named in a
    // case study's words, is context; the service is the subject.
    const ownBusiness =
      asked?.kind === "case-study" &&
      service?.kind === "service" &&
      tokens.every(
        (token) => !token.senses.includes(asked.id) || token.isOwn === true,
      )
        ? asked
        : undefined;
    const named = ownBusiness
      ? service
      : asked?.kind === "industry" &&
          service &&
          !asks.has("work") &&
          !asks.has("results") &&
          !asks.has("quote")
        ? service
        : asked;
    const notOffered = best(scores, ["not-offered"]);
    // A thing the studio does not do outweighs what it does, unless far weaker.
    const subject =
      notOffered &&
      named &&
      (scores.get(notOffered.id) ?? 0) >= 0.5 * (scores.get(named.id) ?? 0) &&
      named.kind !== "case-study"
        ? notOffered
        : named;
    const topic = best(scores, ["topic"]);
    const article = best(scores, ["article"]);
    const subjectScore = subject ? (scores.get(subject.id) ?? 0) : 0;
    const topicScore = topic ? (scores.get(topic.id) ?? 0) : 0;

    // "Do you have an article about…": the studio's articles.
    if (article && topicSenseIn(tokens, "articles")) {
      return {
        answer: reply(article),
        used: new Set([article.id, "topic:articles"]),
      };
    }

    // A thing the studio does not do, unless a case study is named.
    if (subject?.kind === "not-offered") {
      return about(subject, asks, tokens, options);
    }

    const isSpecific =
      subject !== undefined &&
      ["case-study", "service", "step"].includes(subject.kind);

    if (
      subject &&
      (!topic ||
        subjectScore > topicScore + 1e-9 ||
        (isSpecific && subjectScore >= topicScore - 1e-9) ||
        topic.id === "topic:industries" ||
        topic.id === "topic:servicesList" ||
        (isComposable &&
          subject.kind !== "line" &&
          subjectScore >= 0.75 * topicScore))
    ) {
      const decision = about(subject, asks, tokens, options);
      // A line and an industry: "websites for clinics".
      if (
        topic?.id === "topic:industries" ||
        topic?.id === "topic:servicesList"
      ) {
        decision.used = new Set([...decision.used, topic.id]);
      }
      const industry = best(scores, ["industry"]);
      const used = new Set(decision.used);
      if (ownBusiness) used.add(ownBusiness.id);
      for (const token of tokens) {
        for (const sense of token.senses) {
          const concept = byId.get(sense);
          // The line's other services: the answer links the line's tab.
          if (
            concept?.line &&
            concept.line === subject.line &&
            (concept.kind === "line" ||
              subject.kind === "line" ||
              (concept.kind === "service" && subject.kind === "service"))
          ) {
            used.add(sense);
          }
        }
      }
      if (
        industry &&
        industry !== subject &&
        decision.answer.context?.subjectId === subject.id
      ) {
        used.add(industry.id);
        const [shown] = studiesOf(industry.industry?.caseStudies ?? []);
        if (shown && !asks.has("price")) {
          return {
            answer: {
              ...decision.answer,
              text: limitWords(
                `${decision.answer.text} ${replies.forIndustry(industry.label, shown.client)}`,
              ),
              links: [...decision.answer.links, caseStudyLink(shown)],
            },
            used,
          };
        }
      }
      return { ...decision, used };
    }

    if (topic) {
      const used = new Set<string>([topic.id]);
      // The kinds of question a topic answers itself.
      const answers: Partial<Record<string, readonly Ask[]>> = {
        "topic:pricing": ["price"],
        "topic:timelines": ["timeline"],
        "topic:technologies": ["stack"],
        "topic:stats": ["work", "results"],
        "topic:industries": ["work"],
        "topic:dataRetention": ["timeline"],
        "topic:quoteValidity": ["timeline"],
        "topic:firstCall": ["price", "timeline"],
        "topic:aftercare": ["price"],
        "topic:revisions": ["price"],
        "topic:feedback": ["timeline"],
        "topic:reply": ["timeline"],
        "topic:start": ["next"],
      };
      for (const kind of answers[topic.id] ?? []) used.add(ask(kind));
      // "Is the call free?": the first call is the free thing.
      if (topic.id === "topic:free" || topic.id === "topic:firstCall") {
        const call = byId.get("topic:firstCall");
        used.add("topic:free");
        used.add("topic:phone");
        used.add("topic:firstCall");
        if (call) return { answer: reply(call), used };
      }
      for (const group of TOPIC_GROUPS) {
        if (group.includes(topic.id)) for (const id of group) used.add(id);
      }
      // "Will my site work with screen readers?": the site is the context.
      used.add("line:dev");
      used.add("line:smm");
      return { answer: topicAnswer(topic, options), used };
    }

    // A kind of question asked of nothing named: a follow-up, or the
    // studio's general answer to it.
    if (previousConcept && refersBack) {
      const decision = about(previousConcept, asks, tokens, options);
      return decision;
    }
    const general: Partial<Record<Ask, string>> = {
      price: "topic:pricing",
      timeline: "topic:timelines",
      results: "ask:results",
      quote: "ask:quotes",
      stack: "topic:technologies",
      work: "ask:portfolio",
    };
    for (const kind of ASKS) {
      const id = asks.has(kind) ? general[kind] : undefined;
      const concept = id ? byId.get(id) : undefined;
      if (concept) {
        const used = new Set<string>([ask(kind), concept.id]);
        if (kind === "results") used.add(ask("work"));
        if (kind === "work") used.add(ask("results"));
        return { answer: reply(concept), used };
      }
    }
    if (article) {
      return { answer: reply(article), used: new Set([article.id]) };
    }
    return null;
  }

  function answer(question: string, options: AnswerOptions = {}): Answer {
    const text = withoutMarkup(question.slice(0, MAX_QUESTION_LENGTH)).trim();
    const typed = words(text);
    const rawWords = typed.map((word) => normalize(word.raw));
    if (typed.length === 0) return plain(replies.help);
    const keys = ` ${typed.map((word) => word.stem).join(" ")} `;
    if (STEERING.some((phrase) => keys.includes(` ${phrase} `))) {
      return plain(replies.steering, [contactLink], 0);
    }
    if (isOtherScript(text)) {
      return plain(replies.otherScript, [contactLink], 0);
    }

    const tokens = readSpeed(lexicon.read(text));
    const asks = new Set<Ask>(
      ASKS.filter((kind) =>
        tokens.some((token) => token.senses.includes(ask(kind))),
      ),
    );
    const content = tokens.filter((token) => !token.isFiller);
    const hasOrdinal = rawWords.some((word) => word in assistantOrdinals);
    if (content.length === 0 && !(hasOrdinal && options.previous?.items)) {
      if (rawWords.some((word) => THANKS.has(word))) {
        return plain(replies.thanks, [contactLink]);
      }
      if (rawWords.some((word) => GREETINGS.has(word))) {
        return plain(replies.greeting);
      }
      // Words, but none that name anything: the site does not say.
      if (rawWords.length >= 3) return abstain(new Map(), 0, false);
      return plain(replies.help);
    }
    // Mostly words no part of the site knows: another language, or a
    // question the site cannot answer.
    const unknown = content.filter((token) => token.senses.length === 0);
    if (content.length >= 3 && unknown.length / content.length >= 0.6) {
      return {
        ...abstain(scoresOf(tokens), 0, false),
        text: limitWords(replies.unreadable),
      };
    }

    const scores = scoresOf(tokens);
    // A thing the site does not list ("Google Ads", "WordPress"): never
    // the nearest service it does list.
    if (tokens.some((token) => token.senses.includes(NOT_LISTED))) {
      return abstain(scores, 0, true);
    }
    const previous = options.previous;
    const isFollowUpOfUnlisted =
      previous?.isUnlisted === true && scores.size === 0 && content.length <= 4;
    const decision = isFollowUpOfUnlisted
      ? null
      : decide(tokens, asks, scores, options, rawWords);
    const isService =
      asks.has("price") ||
      tokens.some((token) => token.senses.includes(ask("offer")));
    if (!decision) return abstain(scores, 0, isService);

    // The share of the question's words the answer accounts for. "Do
    // you", "can you make" ask whether; they name nothing. A kind of
    // question the answer did not take up counts half.
    const request = ask("offer");
    const named = content.filter(
      (token) => !(token.senses.length === 1 && token.senses[0] === request),
    );
    // Words no concept knows count fully against it; words that name
    // another part of the site, half: they were understood, not answered.
    let explained = 0;
    let against = 0;
    for (const token of named) {
      if (
        token.senses.some(
          (sense) =>
            decision.used.has(sense) ||
            (sense.startsWith("~") && decision.used.has(sense.slice(1))),
        )
      ) {
        explained += token.quality;
      } else if (token.senses.length === 0) {
        against += 1;
      } else {
        const isAsk = token.senses.every((sense) => sense.startsWith("a:"));
        explained += isAsk ? token.quality / 2 : 0;
        against += isAsk ? token.quality / 2 : 0.5;
      }
    }
    const confidence =
      decision.isCertain || decision.used.has("ordinal")
        ? 1
        : explained + against === 0
          ? 0
          : explained / (explained + against);
    if (confidence < threshold) {
      return abstain(scores, confidence, isService);
    }
    return { ...decision.answer, confidence };
  }

  return { answer, knownTargets: () => targets };
}
