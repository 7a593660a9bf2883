import {
  assistantFacts as facts,
  type FactSource,
  type IndustryFact,
  type NotOfferedFact,
  type ServiceFact,
} from "~/content/assistantFacts";
import {
  assistantLinkLabels as labels,
  assistantReplies as replies,
  assistantSuggestions as suggest,
  assistantTopicLabels as topicLabels,
  listing,
} from "~/content/assistantAnswers";
import {
  type AskKind,
  assistantAsks,
  assistantDatePhrases,
  assistantTopicWords,
  type TopicWordsId,
} from "~/content/assistantVocabulary";
import { caseStudies } from "~/content/caseStudies";
import { hero } from "~/content/hero";
import { processSteps } from "~/content/process";
import { homeSectionPath, sectionIds } from "~/content/sectionIds";
import { services } from "~/content/services";
import { site } from "~/content/site";
import type {
  CaseStudy,
  ProcessStep,
  Service,
  ServiceLineId,
} from "~/content/types";
import { whyCards } from "~/content/why";
import type { Sense } from "./understand";
import { normalize, termKey, words } from "./understand";
import type { AnswerLink, Topic } from "./types";

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

export const ask = (kind: AskKind): Sense => `a:${kind}`;

const link = (source: FactSource): AnswerLink => ({
  label: source.label,
  to: source.to,
  ...(source.serviceTab ? { state: { serviceTab: source.serviceTab } } : {}),
});

const lineOf = (id: ServiceLineId): Service =>
  services.find((service) => service.id === id) ?? services[0];

const serviceLink = (id: ServiceLineId): AnswerLink => ({
  label: labels.services(lineOf(id).tabLabel),
  to: homeSectionPath(sectionIds.services),
  state: { serviceTab: id },
});

export const caseStudyLink = (study: CaseStudy): AnswerLink => ({
  label: labels.caseStudy(study.client),
  to: `/portfolio/${study.id}`,
});

export const contactLink: AnswerLink = link(facts.pricing.source);
const portfolioLink: AnswerLink = { label: labels.portfolio, to: "/portfolio" };
const processLink: AnswerLink = {
  label: labels.process,
  to: homeSectionPath(sectionIds.process),
};
const whyLink: AnswerLink = {
  label: labels.why,
  to: homeSectionPath(sectionIds.why),
};

const subject = (label: string): Topic => ({ kind: "subject", label });

export const studyById = (id: string): CaseStudy | undefined =>
  caseStudies.find((study) => study.id === id);

export const studiesOf = (ids: readonly string[]): CaseStudy[] =>
  ids.flatMap((id) => studyById(id) ?? []);

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

function topic(
  id: TopicWordsId,
  reply: string,
  links: readonly AnswerLink[],
  extra: Partial<Concept> = {},
): Concept {
  const suggestion =
    (suggest.topics as Partial<Record<TopicWordsId, string>>)[id] ??
    suggest.topics.servicesList;
  return {
    id: `topic:${id}`,
    kind: "topic",
    label: suggestion,
    reply,
    links,
    topic: subject(topicLabels[id] ?? id),
    suggestion,
    topicId: id,
    ...extra,
  };
}

/** One measured result per case study, for "what results do clients see?" */
function resultsOverview(): string {
  return listing(
    caseStudies
      .slice(0, 4)
      .map((study) => `${study.client}, ${study.results[0] ?? ""}`),
  );
}

function topicConcepts(): Concept[] {
  const { pricing, firstCall, timelines, payment, revisions } = facts;
  const landing = facts.services.find((s) => s.name === "Landing pages");
  const firstStep = processSteps[0];
  return [
    topic(
      "pricing",
      replies.price(
        pricing.stance,
        pricing.quoteWithin,
        pricing.currency,
        pricing.howToGetQuote,
      ),
      [contactLink],
    ),
    topic(
      "firstCall",
      replies.firstCall(
        firstCall.minutes,
        firstCall.isFree,
        firstCall.covers,
        firstCall.outcome,
      ),
      [link(firstCall.source)],
    ),
    topic(
      "start",
      replies.start(
        `free ${firstCall.minutes}-minute call`,
        `${firstCall.outcome.replace(/ within a day$/, "")} within a day`,
      ),
      [contactLink],
    ),
    topic(
      "timelines",
      replies.timeline(
        timelines.general,
        timelines.updates,
        landing?.timeline ?? "",
      ),
      [link(timelines.source)],
    ),
    topic("progress", replies.progress(timelines.updates), [processLink]),
    topic(
      "payment",
      replies.payment(payment.web, payment.social, payment.invoiceDueDays),
      [link(payment.source)],
    ),
    topic(
      "invoice",
      replies.payment(payment.web, payment.social, payment.invoiceDueDays),
      [link(payment.source)],
    ),
    topic("gst", replies.gst(pricing.currency), [link(facts.payment.source)]),
    topic("quoteValidity", replies.quoteValidity(pricing.quoteValidDays), [
      link(facts.payment.source),
    ]),
    topic(
      "revisions",
      replies.revisions(
        revisions.roundsPerDeliverable,
        revisions.feedbackWithin,
      ),
      [link(revisions.source)],
    ),
    topic(
      "feedback",
      replies.revisions(
        revisions.roundsPerDeliverable,
        revisions.feedbackWithin,
      ),
      [link(revisions.source)],
    ),
    topic("ownership", facts.ownership.reply, [link(facts.ownership.source)]),
    topic("hosting", facts.hosting.reply, [link(facts.hosting.source)], {
      answersPrice: true,
    }),
    topic("aftercare", facts.aftercare.reply, [link(facts.aftercare.source)], {
      answersPrice: true,
    }),
    topic("ending", facts.ending.reply, [link(facts.ending.source)]),
    topic("dataRetention", facts.dataRetention.reply, [
      link(facts.dataRetention.source),
    ]),
    topic("privacy", facts.privacy.reply, [link(facts.privacy.source)]),
    topic("accessibility", replies.accessibility, [
      { label: labels.accessibility, to: "#accessibility" },
    ]),
    topic("terms", replies.terms, [{ label: labels.terms, to: "#terms" }]),
    topic("languages", facts.languages.reply, [link(facts.languages.source)]),
    topic(
      "location",
      replies.location(facts.locations.city, facts.locations.howWeWork),
      [link(facts.locations.source)],
    ),
    topic(
      "remote",
      replies.remote(facts.locations.city, facts.locations.howWeWork),
      [link(facts.locations.source)],
    ),
    // Written when asked: it says whether the studio is open now.
    topic("hours", replies.hours(site.hours.label, ""), [contactLink]),
    topic("contact", replies.contact, [contactLink]),
    topic("phone", replies.contact, [contactLink]),
    topic("email", replies.contact, [contactLink]),
    topic("whatsapp", replies.contact, [contactLink]),
    topic("reply", replies.reply, [contactLink]),
    topic("team", facts.team.reply, [link(facts.team.source)]),
    topic("founder", replies.founder(facts.team.founder, facts.team.reply), [
      link(facts.team.source),
    ]),
    topic(
      "stats",
      replies.stats(hero.stats.map((s) => `${s.label}: ${s.value}`).join(". ")),
      [portfolioLink],
    ),
    topic("social", replies.social(listing(site.social.map((s) => s.label))), [
      contactLink,
    ]),
    topic(
      "process",
      replies.processList(
        listing(processSteps.map((step) => step.title)),
        firstStep ? `${firstStep.title}: ${firstStep.body}` : "",
      ),
      [processLink],
      { items: processSteps.map((step) => `step:${step.id}`) },
    ),
    topic(
      "why",
      replies.whyList(
        whyCards
          .map(
            (card) => `${card.title}: ${card.copy.split(/(?<=\.)\s/)[0] ?? ""}`,
          )
          .join(" "),
      ),
      [whyLink],
    ),
    topic(
      "servicesList",
      replies.overview(
        services
          .map(
            (service) =>
              `${service.tabLabel}: ${listing(service.items.map((item) => item.lead.toLowerCase()))}.`,
          )
          .join(" "),
      ),
      [serviceLink("dev"), serviceLink("smm")],
      { items: services.map((service) => `line:${service.id}`) },
    ),
    topic(
      "industries",
      replies.industries(
        listing(
          facts.industries.map((industry) => industry.name.toLowerCase()),
        ),
      ),
      [portfolioLink],
      {
        items: facts.industries.map(
          (industry) => `industry:${termKey(industry.name)}`,
        ),
      },
    ),
    topic(
      "technologies",
      replies.technologies(
        listing([...facts.platforms.web]),
        listing([...facts.platforms.backend]),
        listing([...facts.platforms.design]),
      ),
      [link(facts.platforms.source)],
    ),
  ];
}

/** The answers to a kind of question asked of no subject. */
export function askConcepts(): Concept[] {
  return [
    {
      id: "ask:portfolio",
      kind: "topic",
      label: topicLabels.portfolio ?? "",
      reply: replies.portfolioList(caseStudies.map((study) => study.client)),
      links: [portfolioLink],
      topic: subject(topicLabels.portfolio ?? ""),
      suggestion: suggest.topics.portfolio,
      items: caseStudies.map((study) => `case:${study.id}`),
    },
    {
      id: "ask:quotes",
      kind: "topic",
      label: topicLabels.quotes ?? "",
      reply: caseStudies
        .slice(0, 2)
        .map((study) =>
          replies.quote(
            study.quote.name,
            study.quote.role,
            study.client,
            study.quote.text,
          ),
        )
        .join(" "),
      links: [portfolioLink],
      topic: subject(topicLabels.quotes ?? ""),
      suggestion: suggest.topics.portfolio,
    },
    {
      id: "ask:results",
      kind: "topic",
      label: topicLabels.results ?? "",
      reply: replies.resultsOverview(resultsOverview()),
      links: [portfolioLink],
      topic: subject(topicLabels.results ?? ""),
      suggestion: suggest.topics.portfolio,
    },
  ];
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

/** Words that lean to "why choose us" but decide nothing alone. */
const WEAK_WHY = ["best", "better", "special", "unique", "trust", "different"];

/** The words that name each concept and each kind of question. */
/** The sense of a thing clients ask for that the site does not list. */
export const NOT_LISTED = "x:not-listed";

export function lexiconEntries(
  concepts: readonly Concept[],
  articles: readonly ArticleInput[] = [],
): { entries: Map<string, Set<Sense>>; surfaces: Map<string, string> } {
  const entries = new Map<string, Set<Sense>>();
  const surfaces = new Map<string, string>();
  const add = (phrase: string, sense: Sense) => {
    const key = termKey(phrase);
    if (!key) return;
    for (const word of words(phrase)) {
      surfaces.set(normalize(word.raw), word.stem);
    }
    const senses = entries.get(key) ?? new Set<Sense>();
    senses.add(sense);
    entries.set(key, senses);
  };
  for (const [kind, phrases] of Object.entries(assistantAsks)) {
    for (const phrase of phrases) add(phrase, `a:${kind}`);
  }
  for (const [id, phrases] of Object.entries(assistantTopicWords)) {
    for (const phrase of phrases) add(phrase, `topic:${id}`);
  }
  for (const [line, phrases] of Object.entries(facts.lines)) {
    for (const phrase of phrases) add(phrase, `line:${line}`);
  }
  for (const service of services) add(service.tabLabel, `line:${service.id}`);
  for (const concept of concepts) {
    if (concept.service) {
      add(concept.service.name, concept.id);
      for (const phrase of concept.service.synonyms) add(phrase, concept.id);
    }
    if (concept.industry) {
      add(concept.industry.name, concept.id);
      for (const phrase of concept.industry.synonyms) add(phrase, concept.id);
    }
    if (concept.study) {
      add(concept.study.client, concept.id);
      for (const phrase of facts.caseStudies[
        concept.study.id as keyof typeof facts.caseStudies
      ] ?? []) {
        add(phrase, concept.id);
      }
    }
    if (concept.step) {
      const { id } = concept.step.step;
      for (const phrase of facts.processSteps[
        id as keyof typeof facts.processSteps
      ] ?? []) {
        add(phrase, concept.id);
      }
      const title = concept.step.step.title.toLowerCase();
      for (const phrase of [
        `${title} step`,
        `${title} phase`,
        `${title} stage`,
      ]) {
        add(phrase, concept.id);
      }
    }
  }
  for (const fact of facts.notOffered) {
    for (const phrase of fact.synonyms) add(phrase, `not:${fact.id}`);
  }
  for (const phrase of facts.notListed) add(phrase, NOT_LISTED);
  // A date of the visitor's own plans: a phrase that names nothing.
  for (const phrase of assistantDatePhrases) {
    const key = termKey(phrase);
    if (!entries.has(key)) entries.set(key, new Set());
    for (const word of words(phrase)) {
      surfaces.set(normalize(word.raw), word.stem);
    }
  }
  add("discover", "step:discover");
  for (const phrase of WEAK_WHY) add(phrase, "~topic:why");
  for (const article of articles) {
    for (const tag of article.tags) add(tag, `article:${article.url}`);
    add(article.title, `article:${article.url}`);
  }
  return { entries, surfaces };
}
