import {
  assistantFacts as facts,
  type IndustryFact,
  type NotOfferedFact,
  type ServiceFact,
} from "~/content/assistantFacts";
import {
  assistantReplies as replies,
  assistantSuggestions as suggest,
  listing,
} from "~/content/assistantAnswers";
import { type TopicWordsId } from "~/content/assistantVocabulary";
import { caseStudies } from "~/content/caseStudies";
import { processSteps } from "~/content/process";
import { services } from "~/content/services";
import type { CaseStudy, ProcessStep, ServiceLineId } from "~/content/types";
import { termKey } from "./understand";
import type { AnswerLink, Topic } from "./types";

import {
  caseStudyLink,
  contactLink,
  lineOf,
  portfolioLink,
  processLink,
  serviceLink,
  subject,
  studiesOf,
} from "./links";
import { askConcepts, topicConcepts } from "./topicConcepts";

export { ask, caseStudyLink, contactLink, studiesOf, studyById } from "./links";
export { NOT_LISTED } from "./lexiconEntries";
/**
 * What the assistant knows, as concepts: each service, service line, thing
 * the studio does not do, industry, case study, process step, studio-wide
 * topic and article, with the words that name it and the answer it gives.
 * Every answer is written from typed content fields (the facts, services,
 * case studies, process, site), never read out of prose.
 */

export type ConceptKind =
  | "not-offered"
  | "case-study"
  | "service"
  | "step"
  | "industry"
  | "line"
  | "topic"
  | "article";

export type Concept = {
  id: string;
  kind: ConceptKind;
  /** How an answer names it. */
  label: string;
  /** The answer to a question about it alone. */
  reply: string;
  links: readonly AnswerLink[];
  topic: Topic;
  /** A question a suggestion button asks about it. */
  suggestion: string;
  /** For a list answer: the concepts named, in order ("the second one"). */
  items?: readonly string[];
  service?: ServiceFact & { copy: string };
  line?: ServiceLineId;
  study?: CaseStudy;
  industry?: IndustryFact;
  step?: { index: number; step: ProcessStep };
  topicId?: TopicWordsId | "article";
  /** A topic whose answer says what it costs ("is that extra?"). */
  answersPrice?: boolean;
};

export type ArticleInput = {
  title: string;
  summary: string;
  tags: readonly string[];
  url: string;
};

function serviceConcepts(): Concept[] {
  return facts.services.map((fact) => {
    const line = lineOf(fact.line);
    const copy = line.items.find((item) => item.lead === fact.name)?.copy ?? "";
    return {
      id: `service:${termKey(fact.name)}`,
      kind: "service",
      label: fact.name,
      reply: replies.service(fact.name, line.tabLabel, copy),
      links: [serviceLink(fact.line)],
      topic: { kind: "service", line: fact.line, label: fact.name },
      suggestion: suggest.service(fact.name),
      service: { ...fact, copy },
      line: fact.line,
    };
  });
}

function lineConcepts(): Concept[] {
  return services.map((service) => ({
    id: `line:${service.id}`,
    kind: "line",
    label: service.tabLabel,
    reply: replies.line(
      service.tabLabel,
      service.title,
      service.subtitle,
      listing(service.items.map((item) => item.lead.toLowerCase())),
      listing([...service.tags]),
    ),
    links: [serviceLink(service.id)],
    topic: { kind: "service", line: service.id, label: service.tabLabel },
    suggestion: suggest.service(service.tabLabel),
    items: service.items.map((item) => `service:${termKey(item.lead)}`),
    line: service.id,
  }));
}

function notOfferedConcepts(): Concept[] {
  return facts.notOffered.map((fact: NotOfferedFact) => ({
    id: `not:${fact.id}`,
    kind: "not-offered",
    label: fact.id,
    reply: fact.reply,
    links: [contactLink],
    topic: subject(fact.id.replace(/-/g, " ")),
    suggestion: suggest.topics.servicesList,
  }));
}

function industryConcepts(): Concept[] {
  return facts.industries.map((industry) => {
    const studies = studiesOf(industry.caseStudies);
    const [first] = studies;
    return {
      id: `industry:${termKey(industry.name)}`,
      kind: "industry",
      label: industry.name,
      reply: `${replies.forIndustry(
        industry.name,
        listing(studies.map((study) => study.client)),
      )}${first ? ` ${first.summary}` : ""}`,
      links: first ? [caseStudyLink(first)] : [portfolioLink],
      topic: subject(industry.name.toLowerCase()),
      suggestion: suggest.industry(industry.name),
      industry,
    };
  });
}

function caseStudyConcepts(): Concept[] {
  return caseStudies.map((study) => ({
    id: `case:${study.id}`,
    kind: "case-study",
    label: study.client,
    reply: `${replies.caseStudy(study.client, study.sector, study.summary)} ${replies.results(listing(study.results.slice(0, 2)))}`,
    links: [caseStudyLink(study)],
    topic: { kind: "case-study", id: study.id, label: study.title },
    suggestion: suggest.caseStudy(study.client),
    study,
    line: study.line,
  }));
}

function stepConcepts(): Concept[] {
  return processSteps.map((step, index) => ({
    id: `step:${step.id}`,
    kind: "step",
    label: step.title,
    reply: replies.step(step.title, index + 1, processSteps.length, step.body),
    links: [processLink],
    topic: subject("our process"),
    suggestion: suggest.step(step.title),
    step: { index, step },
  }));
}

/** An article (or any page) as a concept: named by its title and tags. */
export function articleConcept(article: ArticleInput): Concept {
  return {
    id: `article:${article.url}`,
    kind: "article",
    label: article.title,
    reply: replies.article(article.title, article.summary),
    links: [{ label: article.title, to: article.url }],
    topic: subject(article.title),
    suggestion: article.title,
    topicId: "article",
  };
}

/** Every concept of the site's content. */
export function siteConcepts(): Concept[] {
  return [
    ...notOfferedConcepts(),
    ...caseStudyConcepts(),
    ...serviceConcepts(),
    ...stepConcepts(),
    ...industryConcepts(),
    ...lineConcepts(),
    ...topicConcepts(),
    ...askConcepts(),
  ];
}
