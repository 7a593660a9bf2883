import { assistantSummary as words } from "~/content/assistantAnswers";
import { services as siteServices } from "~/content/services";
import { site } from "~/content/site";
import type { Service } from "~/content/types";
import { MESSAGE_MAX_LENGTH } from "~/lib/constants";
import type { ChatTurn, Topic } from "./engine/types";

const MAX_QUESTION_IN_SUMMARY = 200;

function cut(text: string, max: number): string {
  const clean = text.replace(/\s+/g, " ").trim();
  return clean.length > max ? `${clean.slice(0, max - 1).trimEnd()}…` : clean;
}

function uniqueQuestions(turns: readonly ChatTurn[]): string[] {
  const seen = new Set<string>();
  const questions: string[] = [];
  for (const turn of turns) {
    if (turn.role !== "visitor") continue;
    const question = cut(turn.text, MAX_QUESTION_IN_SUMMARY);
    const key = question.toLowerCase();
    if (!question || seen.has(key)) continue;
    seen.add(key);
    questions.push(question);
  }
  return questions;
}

function servicesLine(
  topics: readonly Topic[],
  services: readonly Service[],
): string | null {
  const parts = services.flatMap((service) => {
    const labels = new Set(
      topics.flatMap((topic) =>
        topic.kind === "service" && topic.line === service.id
          ? [topic.label]
          : [],
      ),
    );
    if (labels.size === 0) return [];
    labels.delete(service.tabLabel);
    return labels.size > 0
      ? [`${service.tabLabel} (${[...labels].join(", ")})`]
      : [service.tabLabel];
  });
  return parts.length > 0 ? words.services(parts.join("; ")) : null;
}

function labelsOf(topics: readonly Topic[], kind: Topic["kind"]): string[] {
  return [
    ...new Set(topics.filter((t) => t.kind === kind).map((t) => t.label)),
  ];
}

/**
 * The message "Send this to the studio" puts in the contact form: the
 * visitor's questions and what they were about, in the visitor's voice,
 * ending where they can add their own words. It always fits the form's
 * message limit: the oldest questions give way first.
 */
export function buildSummary(
  turns: readonly ChatTurn[],
  {
    services = siteServices,
    studioName = site.name,
    maxLength = MESSAGE_MAX_LENGTH,
  }: {
    services?: readonly Service[];
    studioName?: string;
    maxLength?: number;
  } = {},
): string {
  const topics = turns.flatMap((turn) => turn.topics ?? []);
  const caseStudies = labelsOf(topics, "case-study");
  const subjects = labelsOf(topics, "subject");
  const details = [
    servicesLine(topics, services),
    caseStudies.length > 0 ? words.caseStudies(caseStudies.join("; ")) : null,
    subjects.length > 0 ? words.subjects(subjects.join(", ")) : null,
  ].filter((line): line is string => line !== null);

  const questions = uniqueQuestions(turns);
  const compose = (kept: readonly string[], dropped: number) =>
    [
      words.greeting(studioName),
      ...(dropped > 0 ? [`- ${words.earlier(dropped)}`] : []),
      ...kept.map((question) => `- ${question}`),
      "",
      ...(details.length > 0 ? [...details, ""] : []),
      words.closing,
    ].join("\n");

  for (let dropped = 0; dropped <= questions.length; dropped++) {
    const summary = compose(questions.slice(dropped), dropped);
    if (summary.length <= maxLength) return summary;
  }
  return cut(compose([], questions.length), maxLength);
}
