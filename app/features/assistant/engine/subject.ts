import { subjectOrder } from "~/content/assistantRules";
import type { EngineState, Reading } from "./decision";
import type { Concept, ConceptKind } from "./knowledge";
import type { Token } from "./understand";

/** How much a word of a concept's copy weighs against a word that names it. */
const WEAK = 0.35;

/** Each concept's strength: its terms' weight, less for a mended typo. */
export function scoresOf(
  tokens: readonly Token[],
  { lexicon }: EngineState,
): Map<string, number> {
  const scores = new Map<string, number>();
  for (const token of tokens) {
    const concepts = token.senses.filter(
      (sense) => !sense.startsWith("a:") && !sense.startsWith("x:"),
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

/** The strongest concept of the first of `kinds` that has one. */
export function best(
  scores: ReadonlyMap<string, number>,
  kinds: readonly ConceptKind[],
  { byId }: EngineState,
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

/** What a question is about: its subject, and what is context beside it. */
export type Subjects = {
  /** The strongest named thing, by `subjectOrder`. */
  asked?: Concept;
  /** The subject the answer is about. */
  subject?: Concept;
  /** A case study named as the visitor's own business: context. */
  ownBusiness?: Concept;
  topic?: Concept;
  article?: Concept;
  industry?: Concept;
};

/**
 * Picks the subject. A service asked for a client's industry ("food reels
 * for my dhaba") is the service; the visitor's own business named in a
 * case study's words ("a logo for my honey brand") is context; a thing the
 * studio does not do outweighs what it does, unless far weaker.
 */
export function subjectsOf(
  { tokens, asks }: Reading,
  scores: ReadonlyMap<string, number>,
  state: EngineState,
): Subjects {
  const asked = best(scores, subjectOrder, state);
  const topic = best(scores, ["topic"], state);
  const service =
    best(scores, ["service"], state) ??
    (topic ? undefined : best(scores, ["line"], state));
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
  const notOffered = best(scores, ["not-offered"], state);
  const subject =
    notOffered &&
    named &&
    (scores.get(notOffered.id) ?? 0) >= 0.5 * (scores.get(named.id) ?? 0) &&
    named.kind !== "case-study"
      ? notOffered
      : named;
  const article = best(scores, ["article"], state);
  const industry = best(scores, ["industry"], state);
  return {
    ...(asked ? { asked } : {}),
    ...(subject ? { subject } : {}),
    ...(ownBusiness ? { ownBusiness } : {}),
    ...(topic ? { topic } : {}),
    ...(article ? { article } : {}),
    ...(industry ? { industry } : {}),
  };
}

/** Whether the subject, rather than the studio-wide topic, answers. */
export function subjectOutranksTopic(
  { subject, topic }: Subjects,
  scores: ReadonlyMap<string, number>,
  isComposable: boolean,
): boolean {
  if (!subject) return false;
  if (!topic) return true;
  const subjectScore = scores.get(subject.id) ?? 0;
  const topicScore = scores.get(topic.id) ?? 0;
  const isSpecific = ["case-study", "service", "step"].includes(subject.kind);
  return (
    subjectScore > topicScore + 1e-9 ||
    (isSpecific && subjectScore >= topicScore - 1e-9) ||
    topic.id === "topic:industries" ||
    topic.id === "topic:servicesList" ||
    (isComposable &&
      subject.kind !== "line" &&
      subjectScore >= 0.75 * topicScore)
  );
}
