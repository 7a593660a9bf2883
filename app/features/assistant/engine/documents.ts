import { homeSectionPath, sectionIds } from "~/content/sectionIds";
import { about } from "~/content/about";
import {
  assistantLinkLabels as labels,
  assistantReplies as replies,
  assistantTopics as topics,
  listing,
} from "~/content/assistantAnswers";
import { caseStudies } from "~/content/caseStudies";
import { faq, type FaqEntry } from "~/content/faq";
import { hero } from "~/content/hero";
import { type LegalDocument, legalDocuments } from "~/content/legal";
import { processSteps } from "~/content/process";
import { services } from "~/content/services";
import { site } from "~/content/site";
import type { CaseStudy, ProcessStep, Service, WhyCard } from "~/content/types";
import { whyCards } from "~/content/why";
import { limitWords } from "./limitWords";
import type { AnswerLink, Topic } from "./types";

/** What a question can ask of a subject, besides the subject itself. */
export type Facet =
  "price" | "timeline" | "portfolio" | "results" | "stack" | "client" | "next";

/** The questions that ask for a kind of fact rather than a subject. */
export type Intent =
  | "price"
  | "timeline"
  | "portfolio"
  | "start"
  | "hours"
  | "contact"
  | "location";

export type DocumentKind =
  | "offering"
  | "service"
  | "case-study"
  | "list"
  | "step"
  | "why"
  | "faq"
  | "legal"
  | "studio"
  | "article";

export type FacetReply = { reply: string; links?: readonly AnswerLink[] };

/**
 * One thing the assistant can answer, searched by its fields and answered
 * with its own reply: every fact in a reply comes from the content it was
 * built from.
 */
export type AssistantDocument = {
  id: string;
  kind: DocumentKind;
  /** Searched with the most weight: names and headings. */
  title: string;
  /** Searched with the most weight: the words visitors use for it. */
  keywords: string;
  /** Searched with a middle weight: tags, sector, stack. */
  tags: string;
  /** Searched with the base weight: the copy. */
  text: string;
  /** The answer, at most 60 words. */
  reply: string;
  /** The one best source: where the site says more. */
  links: readonly AnswerLink[];
  /** The subject's name, as a composed answer says it. */
  label: string;
  topic: Topic;
  /** A question that is one of these is answered by this document. */
  intent?: Intent;
  facets?: Partial<Record<Facet, FacetReply>>;
  /** For list answers: the documents named, in order ("the second one"). */
  items?: readonly string[];
  /** The case study that shows this service, for follow-ups about it. */
  related?: string;
};

/** An article (or any page) as the assistant indexes it. */
export type ArticleInput = {
  title: string;
  summary: string;
  tags: readonly string[];
  url: string;
};

const TIME_FACT =
  /\b(\d[\d,]*|one|two|three|four|five|six)\s*(-|\s)?(days?|weeks?|months?|minutes?)\b|\bin days\b|\bwithin a day\b/i;

const subject = (label: string): Topic => ({ kind: "subject", label });

const serviceLink = (service: Service): AnswerLink => ({
  label: labels.services(service.tabLabel),
  to: homeSectionPath(sectionIds.services),
  state: { serviceTab: service.id },
});

const caseStudyLink = (study: CaseStudy): AnswerLink => ({
  label: labels.caseStudy(study.client),
  to: `/portfolio/${study.id}`,
});

const sentence = (text: string) =>
  /[.!?]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`;

function sentences(text: string): string[] {
  return text.split(/(?<=[.!?])\s+/).filter(Boolean);
}

function timeFacts(texts: readonly string[]): string[] {
  return texts.flatMap(sentences).filter((text) => TIME_FACT.test(text));
}

/**
 * Case studies that show this offering: their services name it, or their
 * summary does ("patient registration").
 */
function studiesFor(lead: string): CaseStudy[] {
  const key = lead.toLowerCase().replace(/s$/, "");
  const phrase = lead.toLowerCase().split(" ").slice(-2).join(" ");
  return caseStudies.filter(
    (study) =>
      study.services.some((name) =>
        name.toLowerCase().replace(/s$/, "").startsWith(key),
      ) ||
      (phrase.includes(" ") && study.summary.toLowerCase().includes(phrase)),
  );
}

function portfolioFacet(label: string, studies: readonly CaseStudy[]) {
  const [first] = studies;
  if (!first) {
    return {
      reply: replies.noCaseStudyFor(label),
      links: [{ label: labels.portfolio, to: "/portfolio" }],
    };
  }
  return {
    reply: `${replies.caseStudiesFor(label, listing(studies.slice(0, 3).map((s) => s.client)))} ${first.summary}`,
    links: [caseStudyLink(first)],
  };
}

function offeringDocuments(service: Service): AssistantDocument[] {
  return service.items.map((item, index) => {
    const timing = timeFacts([item.copy]);
    const studies = studiesFor(item.lead);
    const [shown] = studies;
    return {
      id: `offering:${service.id}:${index}`,
      kind: "offering",
      title: item.lead,
      keywords: "",
      tags: service.tabLabel,
      text: item.copy,
      reply: replies.offering(item.lead, service.tabLabel, item.copy),
      links: [serviceLink(service)],
      label: item.lead,
      topic: { kind: "service", line: service.id, label: item.lead },
      ...(shown && studies.length === 1 ? { related: `case:${shown.id}` } : {}),
      facets: {
        portfolio: portfolioFacet(item.lead, studies),
        ...(timing.length > 0
          ? { timeline: { reply: `${item.lead}: ${timing.join(" ")}` } }
          : {}),
      },
    };
  });
}

function serviceDocument(service: Service): AssistantDocument {
  const leads = service.items.map((item) => item.lead.toLowerCase());
  return {
    id: `service:${service.id}`,
    kind: "service",
    title: `${service.tabLabel} ${service.title}`,
    keywords: "",
    tags: [topics.lineTags[service.id], ...service.tags, ...service.kpis].join(
      " ",
    ),
    text: `${service.subtitle} ${leads.join(" ")}`,
    reply: replies.service(
      service.tabLabel,
      sentence(service.title),
      service.subtitle,
      listing(leads),
      listing([...service.tags]),
    ),
    links: [serviceLink(service)],
    label: service.tabLabel,
    topic: { kind: "service", line: service.id, label: service.tabLabel },
    items: service.items.map((_, index) => `offering:${service.id}:${index}`),
    facets: {
      portfolio: portfolioFacet(
        service.tabLabel,
        caseStudies.filter((study) => study.line === service.id),
      ),
    },
  };
}

function caseStudyDocument(study: CaseStudy): AssistantDocument {
  const link = caseStudyLink(study);
  const timing = timeFacts([study.title, study.summary, ...study.results]);
  const intro = replies.caseStudy(study.client, study.sector, study.summary);
  return {
    id: `case:${study.id}`,
    kind: "case-study",
    title: `${study.title} ${study.client} ${study.sector}`,
    keywords: topics.caseStudy.keywords,
    tags: [...study.services, ...study.stack].join(" "),
    text: [
      study.summary,
      study.challenge,
      ...study.approach,
      ...study.results,
    ].join(" "),
    reply: `${intro} ${replies.results(listing(study.results.slice(0, 2)))}`,
    links: [link],
    label: study.client,
    topic: { kind: "case-study", id: study.id, label: study.title },
    facets: {
      results: {
        reply: replies.forClient(study.client, listing([...study.results])),
      },
      stack: {
        reply: replies.stack(
          study.line,
          study.client,
          listing([...study.stack]),
        ),
      },
      client: {
        reply: replies.client(
          study.client,
          study.sector.toLowerCase(),
          study.summary,
        ),
      },
      portfolio: { reply: intro },
      ...(timing.length > 0
        ? {
            timeline: {
              reply: replies.forClient(
                study.client,
                listing(timing.map((fact) => fact.replace(/\.$/, ""))),
              ),
            },
          }
        : {}),
    },
  };
}

function stepDocument(
  step: ProcessStep,
  index: number,
  steps: readonly ProcessStep[],
): AssistantDocument {
  const next = steps[index + 1];
  return {
    id: `step:${step.id}`,
    kind: "step",
    title: step.title,
    keywords: topics.step.keywords,
    tags: "",
    text: step.body,
    reply: replies.step(step.title, index + 1, steps.length, step.body),
    links: [{ label: labels.process, to: homeSectionPath(sectionIds.process) }],
    label: step.title,
    topic: subject(topics.process.subject),
    ...(next
      ? {
          facets: {
            next: {
              reply: replies.nextStep(
                next.title,
                index + 2,
                steps.length,
                next.body,
              ),
            },
          },
        }
      : {}),
  };
}

function whyDocument(card: WhyCard): AssistantDocument {
  return {
    id: `why:${card.id}`,
    kind: "why",
    title: card.title,
    keywords: topics.whyCard.keywords,
    tags: card.badges.join(" "),
    text: card.copy,
    reply: `${card.title}: ${card.copy}`,
    links: [{ label: labels.why, to: homeSectionPath(sectionIds.why) }],
    label: card.title,
    topic: subject(topics.why.subject),
  };
}

function faqDocument(entry: FaqEntry): AssistantDocument {
  const intents: Partial<Record<string, Intent>> = {
    price: "price",
    timelines: "timeline",
    start: "start",
  };
  const intent = intents[entry.id];
  return {
    id: `faq:${entry.id}`,
    kind: "faq",
    title: entry.question,
    keywords: entry.keywords,
    tags: "",
    // The answer's words belong to other subjects too: the question and
    // its keywords say what the entry is about.
    text: "",
    reply: entry.answer,
    links: [entry.more],
    label: entry.question,
    topic: subject(entry.question.replace(/\?$/, "").toLowerCase()),
    ...(intent ? { intent } : {}),
  };
}

function legalDocumentsList(): AssistantDocument[] {
  const documents: readonly LegalDocument[] = Object.values(legalDocuments);
  return documents.flatMap((document) =>
    document.sections.map((section, index) => {
      const body = [
        ...(section.paragraphs ?? []),
        ...(section.items ?? []).map(sentence),
      ].join(" ");
      return {
        id: `legal:${document.id}:${index}`,
        kind: "legal" as const,
        title: section.heading,
        keywords: document.id,
        tags: document.title,
        text: body,
        reply: limitWords(
          `${document.title}, ${section.heading.toLowerCase()}: ${body}`,
        ),
        links: [{ label: labels[document.id], to: `#${document.id}` }],
        label: section.heading,
        topic: subject(document.title),
      };
    }),
  );
}

const contactLink: AnswerLink = {
  label: labels.contact,
  to: homeSectionPath(sectionIds.contact),
};

function studioDocuments(): AssistantDocument[] {
  const studio = (
    doc: Omit<AssistantDocument, "kind" | "tags" | "topic"> & {
      tags?: string;
    },
  ): AssistantDocument => ({
    kind: "studio",
    tags: "",
    topic: subject(doc.label),
    ...doc,
  });
  return [
    studio({
      id: "studio:contact",
      ...topics.contact,
      text: `${site.phone} ${site.email}`,
      reply: replies.contact,
      links: [contactLink],
      intent: "contact",
    }),
    studio({
      id: "studio:hours",
      ...topics.hours,
      text: site.hours.label,
      // Written when asked: it says whether the studio is open now.
      reply: replies.hours(site.hours.label, ""),
      links: [contactLink],
      intent: "hours",
    }),
    studio({
      id: "studio:location",
      ...topics.location,
      keywords: `${topics.location.keywords} ${site.address.line} ${site.address.note}`,
      text: site.address.note,
      reply: replies.location,
      links: [contactLink],
      intent: "location",
    }),
    studio({
      id: "studio:reply",
      ...topics.reply,
      reply: replies.reply,
      links: [contactLink],
    }),
    studio({
      id: "studio:social",
      ...topics.social,
      keywords: `${site.social.map((s) => s.label).join(" ")} ${topics.social.keywords}`,
      text: "",
      reply: replies.social(listing(site.social.map((s) => s.label))),
      links: [contactLink],
    }),
    studio({
      id: "studio:stack",
      ...topics.stack,
      title: hero.chipsLabel,
      tags: hero.chips.join(" "),
      text: "",
      reply: `${hero.chipsLabel}: ${listing([...hero.chips])}.`,
      links: [serviceLink(services[0])],
    }),
    studio({
      id: "studio:stats",
      ...topics.stats,
      text: hero.stats.map((s) => `${s.value} ${s.label}`).join(" "),
      reply: replies.stats(
        hero.stats.map((s) => `${s.label}: ${s.value}`).join(". "),
      ),
      links: [{ label: labels.portfolio, to: "/portfolio" }],
    }),
    studio({
      id: "studio:about",
      ...topics.about,
      title: about.heading,
      text: about.intro,
      reply: replies.about(about.intro, site.name, site.tagline),
      links: [contactLink],
      label: site.name,
    }),
  ];
}

function listDocuments(): AssistantDocument[] {
  const [dev, smm] = services;
  return [
    {
      id: "list:portfolio",
      kind: "list",
      title: topics.portfolio.title,
      keywords: topics.portfolio.keywords,
      tags: "",
      text: "",
      reply: replies.portfolioList(caseStudies.map((study) => study.client)),
      links: [{ label: labels.portfolio, to: "/portfolio" }],
      label: topics.portfolio.label,
      topic: subject(topics.portfolio.subject),
      items: caseStudies.map((study) => `case:${study.id}`),
      intent: "portfolio",
    },
    {
      id: "list:process",
      kind: "list",
      title: topics.process.title,
      keywords: topics.process.keywords,
      tags: "",
      text: "",
      reply: replies.processList(
        listing(processSteps.map((step) => step.title)),
        processSteps[0]
          ? `${processSteps[0].title}: ${processSteps[0].body}`
          : "",
      ),
      links: [
        { label: labels.process, to: homeSectionPath(sectionIds.process) },
      ],
      label: topics.process.label,
      topic: subject(topics.process.subject),
      items: processSteps.map((step) => `step:${step.id}`),
    },
    {
      id: "list:why",
      kind: "list",
      title: topics.why.title,
      keywords: topics.why.keywords,
      tags: "",
      text: "",
      reply: replies.whyList(
        whyCards
          .map((card) => `${card.title}: ${sentences(card.copy)[0] ?? ""}`)
          .join(" "),
      ),
      links: [{ label: labels.why, to: homeSectionPath(sectionIds.why) }],
      label: topics.why.label,
      topic: subject(topics.why.subject),
      items: whyCards.map((card) => `why:${card.id}`),
    },
    {
      id: "list:services",
      kind: "list",
      title: topics.services.title,
      keywords: topics.services.keywords,
      tags: "",
      text: "",
      reply: replies.overview(
        [dev, smm]
          .map(
            (service) =>
              `${service.tabLabel}: ${listing(service.items.map((item) => item.lead.toLowerCase()))}.`,
          )
          .join(" "),
      ),
      links: [serviceLink(dev)],
      label: topics.services.label,
      topic: subject(topics.services.subject),
      items: services.map((service) => `service:${service.id}`),
    },
  ];
}

/** An article (or any page) as one more document: title, summary, tags, url. */
export function articleDocument(article: ArticleInput): AssistantDocument {
  return {
    id: `article:${article.url}`,
    kind: "article",
    title: article.title,
    keywords: "",
    tags: article.tags.join(" "),
    text: article.summary,
    reply: `${article.title}: ${article.summary}`,
    links: [{ label: article.title, to: article.url }],
    label: article.title,
    topic: subject(article.title),
  };
}

/**
 * Everything the site says, as documents. To add pages (articles), append
 * their `articleDocument(...)` to this list.
 */
export function siteDocuments(): AssistantDocument[] {
  return [
    ...services.flatMap((service) => [
      serviceDocument(service),
      ...offeringDocuments(service),
    ]),
    ...caseStudies.map(caseStudyDocument),
    ...processSteps.map(stepDocument),
    ...whyCards.map(whyDocument),
    ...faq.map(faqDocument),
    ...legalDocumentsList(),
    ...studioDocuments(),
    ...listDocuments(),
  ];
}
