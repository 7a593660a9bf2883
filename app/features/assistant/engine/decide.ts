import { assistantReplies as replies } from "~/content/assistantAnswers";
import {
  composableAsks,
  generalAnswers,
  topicAnswersAsks,
  topicGroups,
} from "~/content/assistantRules";
import { site } from "~/content/site";
import { describeAvailability } from "~/lib/availability";
import { answerAbout } from "./answerChoice";
import {
  type Decision,
  type EngineState,
  hasSense,
  type Reading,
  reply,
  using,
} from "./decision";
import { followUp, lastResort } from "./followUp";
import { ask, caseStudyLink, type Concept, studiesOf } from "./knowledge";
import { limitWords } from "./limitWords";
import { subjectOutranksTopic, subjectsOf, type Subjects } from "./subject";
import { hoursIn, namedPlace } from "./timeZones";
import type { AnswerContext } from "./types";
import { availabilityText } from "~/content/contact";
import { formatLocales } from "~/content/lang";

export type DecideOptions = {
  previous?: AnswerContext;
  now?: Date;
  visitorTimeZone?: string;
  /** The question as typed, for a place it names. */
  text?: string;
};

/** The hours, and today's opening and closing in the visitor's zone. */
function hoursText({
  now = new Date(),
  visitorTimeZone,
  text = "",
}: DecideOptions): string {
  const place = namedPlace(text);
  const timeZone = place?.timeZone ?? visitorTimeZone ?? site.hours.timeZone;
  const status = describeAvailability(now, site.hours, timeZone, {
    locale: formatLocales.en,
    text: availabilityText,
  });
  const local = hoursIn(now, timeZone);
  const where = place
    ? place.place.replace(/\b\p{L}/gu, (c) => c.toUpperCase())
    : "your time";
  const yourTime = status.yourTime && !local ? ` (${status.yourTime})` : "";
  const inZone = local
    ? ` ${replies.hoursIn(where, local.opens, local.closes, local.isNextDay)}`
    : "";
  return `${replies.hours(site.hours.label, `${status.status}${yourTime}`)}${inZone}`;
}

/** A line and an industry: "websites for clinics" shows the clinic's work. */
function withIndustry(
  decision: Decision,
  { subject, industry, ownBusiness, topic }: Subjects,
  reading: Reading,
  state: EngineState,
): Decision {
  let used = new Set(decision.used);
  if (topic?.id === "topic:industries" || topic?.id === "topic:servicesList") {
    used.add(topic.id);
  }
  if (ownBusiness) used.add(ownBusiness.id);
  for (const token of reading.tokens) {
    for (const sense of token.senses) {
      const concept = state.byId.get(sense);
      // The line's other services: the answer links the line's tab.
      if (
        subject &&
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
    !industry ||
    industry === subject ||
    decision.answer.context?.subjectId !== subject?.id
  ) {
    return { ...decision, used };
  }
  used = new Set([...used, industry.id]);
  const [shown] = studiesOf(industry.industry?.caseStudies ?? []);
  if (!shown || reading.asks.has("price")) return { ...decision, used };
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

/** A studio-wide topic's answer, with the topics answered together. */
function topicDecision(
  topic: Concept,
  options: DecideOptions,
  state: EngineState,
): Decision {
  const id = topic.id.slice("topic:".length);
  const used = new Set<string>([topic.id]);
  for (const kind of topicAnswersAsks[id] ?? []) used.add(ask(kind));
  // "Is the call free?": the first call is the free thing.
  const call = state.byId.get("topic:firstCall");
  if ((id === "free" || id === "firstCall") && call) {
    return using(
      { answer: reply(call), used },
      "topic:free",
      "topic:phone",
      "topic:firstCall",
    );
  }
  for (const group of topicGroups) {
    if (group.includes(id))
      for (const member of group) used.add(`topic:${member}`);
  }
  // "Will my site work with screen readers?": the site is the context.
  used.add("line:dev");
  used.add("line:smm");
  const answer =
    id === "hours" ? reply(topic, hoursText(options)) : reply(topic);
  return { answer, used };
}

/**
 * The decision for a question read: a follow-up of the previous subject,
 * the subject named, a studio-wide topic, or the studio's general answer
 * to the kind of question asked; null when nothing answers.
 */
export function decide(
  reading: Reading,
  scores: ReadonlyMap<string, number>,
  options: DecideOptions,
  state: EngineState,
): Decision | null {
  const subjects = subjectsOf(reading, scores, state);
  const { subject, topic, article } = subjects;
  const previous = options.previous;
  const followed = followUp(reading, subjects.asked, previous, state);
  if (followed) return followed;

  // "Do you have an article about…": the studio's articles.
  if (article && hasSense(reading.tokens, "topic:articles")) {
    return {
      answer: reply(article),
      used: new Set([article.id, "topic:articles"]),
    };
  }
  if (subject?.kind === "not-offered") {
    return answerAbout(subject, reading, state);
  }
  const isComposable = composableAsks.some((kind) => reading.asks.has(kind));
  if (subject && subjectOutranksTopic(subjects, scores, isComposable)) {
    return withIndustry(
      answerAbout(subject, reading, state),
      subjects,
      reading,
      state,
    );
  }
  // "I'm in London, what are your hours?": the hours, in London's time.
  const hours = state.byId.get("topic:hours");
  const asksHoursThere =
    hours &&
    hasSense(reading.tokens, hours.id) &&
    namedPlace(options.text ?? "") !== undefined;
  if (asksHoursThere) return topicDecision(hours, options, state);
  if (topic) return topicDecision(topic, options, state);

  const back = lastResort(reading, previous, state);
  if (back) return back;
  for (const kind of composableAsks) {
    const id = reading.asks.has(kind) ? generalAnswers[kind] : undefined;
    const concept = id ? state.byId.get(id) : undefined;
    if (concept) {
      const used = new Set<string>([ask(kind), concept.id]);
      if (kind === "results") used.add(ask("work"));
      if (kind === "work") used.add(ask("results"));
      return { answer: reply(concept), used };
    }
  }
  return article
    ? { answer: reply(article), used: new Set([article.id]) }
    : null;
}
