import { MAX_ANSWER_WORDS } from "~/content/assistantAnswers";
import { caseStudies } from "~/content/caseStudies";
import {
  hiCaseStudies,
  hiConcepts,
  hiListing,
  hiReplies as hi,
  hiServiceTimelines,
} from "~/content/hi/assistantAnswers";
import { hiCaseStudyLink, hiLinkLabels } from "~/content/hi/assistantLinks";
import { site } from "~/content/site";
import { getAvailability } from "~/lib/availability";
import type { AnswerOptions } from "../engine/createAssistant";
import { limitWords } from "../engine/limitWords";
import { hoursIn, namedPlace } from "../engine/timeZones";
import type { Answer, AnswerContext, AnswerLink } from "../engine/types";
import type { CaseStudy } from "~/content/types";

/**
 * The engine's answer said in Hindi: the same subject, the same kind of
 * answer (its price, timeline, results...), the same links, written from
 * the Hindi texts of the same facts (`content/hi/assistantAnswers.ts`).
 */

/** The engine's own replies that name no subject, by their English text. */
export type PlainReply =
  | "greeting"
  | "thanks"
  | "help"
  | "unlisted"
  | "notListed"
  | "unreadable"
  | "otherScript"
  | "offTopic"
  | "steering";

const PORTFOLIO_PAGE = /^\/portfolio\/([a-z0-9-]+)$/;

const studyOf = (link: AnswerLink): CaseStudy | undefined => {
  const id = PORTFOLIO_PAGE.exec(link.to)?.[1];
  return id ? caseStudies.find((study) => study.id === id) : undefined;
};

/** The link, named in Hindi. */
export function hindiLink(link: AnswerLink): AnswerLink {
  const study = studyOf(link);
  const label = study
    ? hiCaseStudyLink(study.client)
    : (hiLinkLabels[link.label] ?? link.label);
  return { ...link, label };
}

/** "7:30 pm" → "शाम 7:30": a clock in the words Hindi uses for it. */
export function hindiClock(clock: string): string {
  const found = /^(\d{1,2})(:\d{2})?\s*(am|pm)$/i.exec(clock.trim());
  if (!found) return clock;
  const hour = Number(found[1]);
  const isPm = found[3]?.toLowerCase() === "pm";
  const hour24 = (hour % 12) + (isPm ? 12 : 0);
  const part =
    hour24 < 4
      ? "रात"
      : hour24 < 12
        ? "सुबह"
        : hour24 < 16
          ? "दोपहर"
          : hour24 < 20
            ? "शाम"
            : "रात";
  return `${part} ${hour}${found[2] ?? ""}`;
}

/** The hours, whether the studio is open now, and them in the visitor's time. */
function hoursText(question: string, options: AnswerOptions): string {
  const now = options.now ?? new Date();
  const place = namedPlace(question);
  const timeZone =
    place?.timeZone ?? options.visitorTimeZone ?? site.hours.timeZone;
  const closes = Number(site.hours.closes.split(":")[0]) % 12 || 12;
  const status = getAvailability(now, site.hours).isOpen
    ? hi.open(String(closes))
    : hi.closed;
  const local = hoursIn(now, timeZone);
  const where = place
    ? place.place.replace(/\b\p{L}/gu, (c) => c.toUpperCase())
    : hi.yourTime;
  const inZone = local
    ? ` ${hi.hoursIn(where, hindiClock(local.opens), hindiClock(local.closes), local.isNextDay)}`
    : "";
  return `${hi.hours(status)}${inZone}`;
}

/** A case study's words in Hindi. */
const hiStudy = (study: CaseStudy) =>
  hiCaseStudies[study.id as keyof typeof hiCaseStudies];

/** The time-bound result a case study shows ("Sold out in 11 days"), in Hindi. */
function timedResult(study: CaseStudy): string | undefined {
  const index = study.results.findIndex((result) =>
    /\b(day|week|month)s?\b/i.test(result),
  );
  return index < 0 ? undefined : hiStudy(study).results[index];
}

/** What one answer (or one part of a brief) says, in Hindi. */
function conceptText(
  context: AnswerContext,
  answer: Answer,
  question: string,
  options: AnswerOptions,
): string | undefined {
  const id = context.subjectId;
  if (!id) return undefined;
  if (id.startsWith("article:")) {
    const title = answer.links.find((link) => `article:${link.to}` === id);
    return hi.article(title?.label ?? "");
  }
  const concept = hiConcepts[id];
  if (!concept) return undefined;
  if (id === "topic:hours") return hoursText(question, options);
  const study = id.startsWith("case:")
    ? caseStudies.find((s) => `case:${s.id}` === id)
    : undefined;
  const shown = answer.links.map(studyOf).find(Boolean);
  switch (id.startsWith("not:") ? undefined : context.ask) {
    case "price":
      return hi.priceFor(concept.label);
    case "timeline": {
      const own = hiServiceTimelines[id];
      if (own) return hi.timelineFor(concept.label, own);
      if (study) {
        return hi.forClient(study.client, hiListing(hiStudy(study).results));
      }
      const general = hiConcepts["topic:timelines"]?.reply ?? "";
      const timed = shown ? timedResult(shown) : undefined;
      const text = id.startsWith("topic:")
        ? general
        : hi.timelineFor(concept.label, general);
      return shown && timed
        ? `${text} ${hi.forClient(shown.client, timed)}`
        : text;
    }
    case "results":
      return study
        ? hi.forClient(study.client, hiListing(hiStudy(study).results))
        : concept.reply;
    case "quote":
      return study
        ? hi.quote(
            hiStudy(study).quote.name,
            study.client,
            hiStudy(study).quote.text,
          )
        : concept.reply;
    case "stack":
      return study
        ? hi.stack(study.client, hiListing(hiStudy(study).stack))
        : concept.reply;
    case "work":
      return !study && shown
        ? hi.workFor(concept.label, hiStudy(shown).summary)
        : concept.reply;
    case "next":
      return hi.nextStep(concept.reply);
    default:
      return concept.reply;
  }
}

/**
 * The answer in Hindi. `plainReplies`: the engine's own replies that name
 * no subject, by their English text, to tell which one an answer is.
 */
export function sayInHindi(
  answer: Answer,
  question: string,
  options: AnswerOptions,
  plainReplies: ReadonlyMap<string, PlainReply>,
): Answer {
  const context = answer.context;
  const links = answer.links.map(hindiLink);
  const plain = plainReplies.get(answer.text);
  let text: string | undefined;
  if (plain) {
    text = hi[plain === "otherScript" ? "unreadable" : plain];
  } else if (context?.parts && context.parts.length >= 2) {
    const budget = Math.floor(MAX_ANSWER_WORDS / context.parts.length);
    text = context.parts
      .map((part) =>
        limitWords(conceptText(part, answer, question, options) ?? "", budget),
      )
      .filter(Boolean)
      .join(" ");
  } else if (context) {
    const said = conceptText(context, answer, question, options);
    if (said)
      text = context.isClosest ? hi.closest(limitWords(said, 32)) : said;
  }
  const said = text || (context?.isUnlisted ? hi.unlisted : hi.help);
  // A case study the answer links and does not name: named, so it is seen.
  const unnamed = answer.links
    .map(studyOf)
    .find((study) => study && !said.includes(study.client));
  const seeAlso =
    unnamed && !plain && context?.ask !== "price" && !context?.isClosest
      ? ` ${hi.seeAlso(unnamed.client)}`
      : "";
  return { ...answer, text: limitWords(`${said}${seeAlso}`), links };
}
