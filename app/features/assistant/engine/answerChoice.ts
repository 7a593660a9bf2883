import { assistantFacts as facts } from "~/content/assistantFacts";
import {
  assistantReplies as replies,
  listing,
} from "~/content/assistantAnswers";
import { type ComposableAsk, composableAsks } from "~/content/assistantRules";
import { caseStudies } from "~/content/caseStudies";
import {
  type Decision,
  type EngineState,
  hasSense,
  type Reading,
  reply,
  using,
} from "./decision";
import {
  ask,
  caseStudyLink,
  type Concept,
  type ConceptKind,
  contactLink,
  studiesOf,
} from "./knowledge";

/**
 * The answer about a subject, given what the question asks of it: a table
 * of kind x ask. Each kind lists, in order, the asks it answers and the
 * rule that writes the answer; the first rule whose ask was asked (or
 * "any") and that has something to say answers.
 */
type Rule = (
  concept: Concept,
  reading: Reading,
  state: EngineState,
) => Decision | undefined;
type Row = readonly [ComposableAsk | "any", Rule];

const decided = (concept: Concept, text?: string, links?: Concept["links"]) =>
  ({
    answer: reply(concept, text, links),
    used: new Set([concept.id]),
  }) satisfies Decision;

const took = (decision: Decision, ...kinds: ComposableAsk[]) =>
  using(decision, ...kinds.map(ask));

/**
 * The pricing stance for the subject: no figure, the way to a quote; a
 * topic whose own answer says what it costs (pricing, hosting) says that.
 */
const price: Rule = (concept) => {
  if (concept.answersPrice) {
    return took(using(decided(concept), "topic:pricing"), "price");
  }
  const { pricing } = facts;
  return took(
    using(
      decided(
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
      "topic:pricing",
    ),
    "price",
  );
};

const itself: Rule = (concept) => decided(concept);

const studyResults: Rule = (concept, { asks }) => {
  const study = concept.study;
  if (!study) return undefined;
  const decision = decided(
    concept,
    replies.forClient(study.client, listing([...study.results])),
  );
  return asks.has("price")
    ? took(decision, "results", "timeline", "price")
    : took(decision, "results", "timeline");
};

const studyResultsIfAsked: Rule = (concept, reading, state) =>
  hasSense(reading.tokens, "topic:results")
    ? studyResults(concept, reading, state)
    : undefined;

const studyQuote: Rule = (concept) => {
  if (!concept.study) return undefined;
  const { client, quote } = concept.study;
  return using(
    took(
      decided(
        concept,
        replies.quote(quote.name, quote.role, client, quote.text),
      ),
      "quote",
    ),
    "topic:team",
    "topic:founder",
  );
};

const studyStack: Rule = (concept) => {
  const study = concept.study;
  if (!study) return undefined;
  const text = replies.stack(
    study.line === "dev",
    study.client,
    listing([...study.stack]),
  );
  return took(decided(concept, text), "stack");
};

const nextStep: Rule = (concept, _reading, { concepts }) => {
  const index = concept.step?.index ?? -1;
  const next = concepts.find((c) => c.step?.index === index + 1);
  if (!next?.step) return undefined;
  const { step } = next.step;
  return took(
    {
      answer: reply(
        next,
        replies.nextStep(step.title, index + 2, 4, step.body),
      ),
      used: new Set([concept.id]),
    },
    "next",
  );
};

/** The service's own time, a case study's timed result, or the general one. */
const timeline: Rule = (concept, _reading, { byId }) => {
  const service = concept.service;
  const timelines = byId.get("topic:timelines");
  if (service?.timeline) {
    return took(
      decided(concept, replies.timelineFor(service.name, service.timeline)),
      "timeline",
    );
  }
  const [shown] = studiesOf(service?.caseStudies ?? []);
  const timed = shown?.results.find((result) =>
    /\b(day|week|month)s?\b/i.test(result),
  );
  if (timelines && shown && service && timed) {
    return took(
      decided(
        concept,
        `${replies.timelineFor(service.name, timelines.reply)} ${replies.forClient(shown.client, timed)}`,
        [...timelines.links, caseStudyLink(shown)],
      ),
      "timeline",
    );
  }
  if (!timelines) return undefined;
  // A named subject keeps its name: "3D video: …", not the general line.
  const text =
    concept.kind === "topic" || concept.kind === "article"
      ? timelines.reply
      : replies.timelineFor(concept.label, timelines.reply);
  return took(decided(concept, text, timelines.links), "timeline");
};

/** The case studies that show a service, line or industry. */
const studiesShown: Rule = (concept) => {
  const studies =
    concept.kind === "line"
      ? caseStudies.filter((study) => study.line === concept.line)
      : studiesOf(
          concept.service?.caseStudies ?? concept.industry?.caseStudies ?? [],
        );
  const [first] = studies;
  if (!first) return undefined;
  const clients = listing(studies.slice(0, 3).map((s) => s.client));
  return took(
    decided(
      concept,
      `${replies.caseStudiesFor(concept.label, clients)} ${first.summary}`,
      [caseStudyLink(first)],
    ),
    "work",
    "results",
  );
};

const technologies: Rule = (_concept, _reading, { byId }) => {
  const concept = byId.get("topic:technologies");
  return concept ? took(decided(concept), "stack") : undefined;
};

/** An industry shown by one case study: asked of, it is that study. */
const singleStudy: Rule = (concept, reading, state) => {
  const [only, ...others] = studiesOf(concept.industry?.caseStudies ?? []);
  const study =
    only && others.length === 0 ? state.byId.get(`case:${only.id}`) : undefined;
  if (!study) return undefined;
  return using(answerAbout(study, reading, state), concept.id);
};

const certain: Rule = (concept) => ({
  ...took(decided(concept), ...composableAsks),
  isCertain: true,
});

/** A service or a service line: what it costs, takes, shows and is built with. */
const OFFERING_ROWS: readonly Row[] = [
  ["price", price],
  ["timeline", timeline],
  ["work", studiesShown],
  ["results", studiesShown],
  ["stack", technologies],
  ["any", itself],
];

const ANSWER_TABLE: Readonly<Record<ConceptKind, readonly Row[]>> = {
  "not-offered": [["any", certain]],
  "case-study": [
    ["results", studyResults],
    ["timeline", studyResults],
    ["price", studyResultsIfAsked],
    ["quote", studyQuote],
    ["stack", studyStack],
    ["price", price],
    ["any", (concept) => took(decided(concept), "work")],
  ],
  step: [
    ["next", nextStep],
    ["any", itself],
  ],
  service: OFFERING_ROWS,
  industry: [
    ["results", singleStudy],
    ["timeline", singleStudy],
    ["stack", singleStudy],
    ["price", price],
    ["timeline", timeline],
    ["any", studiesShown],
    ["stack", technologies],
    ["any", itself],
  ],
  line: OFFERING_ROWS,
  topic: [
    ["price", price],
    ["timeline", timeline],
    ["stack", technologies],
    ["any", itself],
  ],
  article: [
    ["price", price],
    ["timeline", timeline],
    ["stack", technologies],
    ["any", itself],
  ],
};

/** The answer about `concept` for what the question asks of it. */
export function answerAbout(
  concept: Concept,
  reading: Reading,
  state: EngineState,
): Decision {
  // "Which languages…?" of anything: the languages fact.
  const languages = state.byId.get("topic:languages");
  if (
    concept.kind !== "not-offered" &&
    languages &&
    hasSense(reading.tokens, "topic:languages")
  ) {
    return using(decided(languages), concept.id, "topic:languages");
  }
  for (const [kind, rule] of ANSWER_TABLE[concept.kind]) {
    if (kind !== "any" && !reading.asks.has(kind)) continue;
    const decision = rule(concept, reading, state);
    if (decision) return using(decision, concept.id);
  }
  return decided(concept);
}
