/**
 * The assistant's answers: the sentences the engine writes around what the
 * content says, the words its index searches, and the summary it hands to
 * the contact form. Apart from `assistant.ts` (the chat's own copy, shown
 * with the page) so that it loads with the engine, on the first question.
 */
import { legalTitles } from "./legalIds";
import { site } from "./site";
import type { ServiceLineId } from "./types";

/** The most words of text in one answer (links come on top). */
export const MAX_ANSWER_WORDS = 60;

/** Sentences the engine adds around what the content says. */
export const assistantReplies = {
  greeting: `Hi! I'm the ${site.name} assistant. Ask me about our services, prices and payment, timelines, case studies, hours or how to start.`,
  thanks: `You're welcome! When you're ready, press "Send this to the studio" and your questions go into the contact form for you to check and send. We reply ${site.replyTime}.`,
  help: 'I answer from this site: services, process, prices and payment, case studies, hours and contact. Try "How long does a landing page take?"',
  unlisted: `We don't list that on this site, so I won't guess. Ask the studio through the contact form: we reply ${site.replyTime} (${site.hours.label}).`,
  otherScript: `I read English and Hinglish best, so I couldn't follow that. Ask again in either, or write to the studio through the contact form: we reply ${site.replyTime}.`,
  yes: "Yes.",
  priceFor: (subject: string) =>
    `${subject}: every project gets its own fixed quote, with a written scope, within a day of a 30-minute call. Prices are in Indian rupees, plus GST where it applies.`,
  noCaseStudyFor: (subject: string) =>
    `We don't have a case study for ${subject} on the site yet. The portfolio shows the work we do have.`,
  caseStudiesFor: (subject: string, clients: string) =>
    `${subject}: see our work for ${clients}.`,
  portfolioList: (clients: readonly string[]) =>
    `We have ${clients.length} case studies: ${clients.map((c, i) => `${i + 1}. ${c}`).join("; ")}. Ask about any of them.`,
  processList: (steps: string, first: string) =>
    `We work in four steps: ${steps}. ${first} Ask me about any step.`,
  whyList: (cards: string) => `Why clients choose us: ${cards}`,
  overview: (lines: string) => `We have two teams under one roof. ${lines}`,
  hours: (label: string, status: string) =>
    `Our hours are ${label}. ${status}. Messages through the contact form get a reply ${site.replyTime}.`,
  contact: `Call ${site.phone} (${site.hours.label}), e-mail ${site.email} (we reply ${site.replyTime}), message us on WhatsApp, or use the contact form on this page.`,
  location: `We're in ${site.address.line}: a ${site.address.note.toLowerCase()}, so we work with clients wherever they are, over calls, one shared board and a weekly update.`,
  reply: `We reply ${site.replyTime}, ${site.hours.label}, whether you write through the contact form, e-mail or WhatsApp.`,
  social: (profiles: string) => `You'll find us on ${profiles}.`,
  stats: (stats: string) => `${stats}.`,
  offering: (lead: string, line: string, copy: string) =>
    `${lead}, from our ${line} team: ${copy}`,
  service: (
    line: string,
    title: string,
    subtitle: string,
    covers: string,
    tags: string,
  ) =>
    `${line}: ${title} ${subtitle} It covers ${covers}. We work with ${tags}.`,
  caseStudy: (client: string, sector: string, summary: string) =>
    `For ${client} (${sector}): ${summary}`,
  results: (results: string) => `Results: ${results}.`,
  /** Results, or the time facts, of one case study. */
  forClient: (client: string, facts: string) => `For ${client}: ${facts}.`,
  stack: (line: ServiceLineId, client: string, stack: string) =>
    `The ${line === "dev" ? "stack" : "deliverables"} for ${client}: ${stack}.`,
  client: (client: string, sector: string, summary: string) =>
    `That was ${client}, in ${sector}: ${summary}`,
  step: (title: string, number: number, count: number, body: string) =>
    `${title}, step ${number} of ${count}: ${body}`,
  nextStep: (title: string, number: number, count: number, body: string) =>
    `Then comes ${title}, step ${number} of ${count}: ${body}`,
  about: (intro: string, name: string, tagline: string) =>
    `${intro} ${name} is ${tagline.charAt(0).toLowerCase()}${tagline.slice(1)}.`,
} as const;

/** "a", "a and b", "a, b and c": how answers list things. */
export const listing = (items: readonly string[]) =>
  items.length < 2
    ? items.join("")
    : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;

/**
 * The assistant's index of studio-wide topics: each document's title and
 * keywords (searched), its label (how a composed answer names it) and the
 * subject it files a question under (the summary's "I also asked about").
 * Keywords are the site's own words (see assistantVocabulary.ts).
 */
export const assistantTopics = {
  contact: {
    title: "Contact us",
    keywords: "contact phone email whatsapp message address number",
    label: "contact details",
  },
  hours: { title: "Hours", keywords: "hours timezone", label: "hours" },
  location: { title: "Location", keywords: "location", label: "location" },
  reply: {
    title: "Reply time",
    keywords: "reply",
    text: `We reply ${site.replyTime}`,
    label: "reply time",
  },
  social: {
    title: "Social profiles",
    keywords: "profile follow",
    label: "social profiles",
  },
  stack: { keywords: "stack", label: "technologies" },
  stats: {
    title: "Projects delivered and Lighthouse",
    keywords: "projects delivered stats",
    label: "numbers",
  },
  about: { keywords: "team founder people agency studio" },
  portfolio: {
    title: "Portfolio case studies",
    keywords: "portfolio",
    label: "our case studies",
    subject: "case studies",
  },
  process: {
    title: "How we work process",
    keywords: "process step",
    label: "our process",
    subject: "our process",
  },
  why: {
    title: "Why choose us",
    keywords: "why choose different",
    label: "why choose us",
    subject: "why choose the studio",
  },
  services: {
    title: "What we do",
    keywords: "offerings",
    label: "our services",
    subject: "services",
  },
  /** Searched with each case study, process step and why-card. */
  caseStudy: { keywords: "portfolio" },
  step: { keywords: "process step" },
  whyCard: { keywords: "why choose" },
  /** Searched with each service line. */
  lineTags: { dev: "website web", smm: "social content" },
} as const;

/** What the summary "Send this to the studio" writes around the questions. */
export const assistantSummary = {
  greeting: (studio: string) =>
    `Hi ${studio}, I asked the assistant on your site:`,
  earlier: (count: number) =>
    `(${count} earlier question${count === 1 ? "" : "s"})`,
  services: (parts: string) => `Services I asked about: ${parts}.`,
  caseStudies: (names: string) => `Case studies that came up: ${names}.`,
  subjects: (names: string) => `I also asked about: ${names}.`,
  closing: "About my project: ",
} as const;

/** Labels of the links answers carry. */
export const assistantLinkLabels = {
  contact: "Contact form",
  process: "How we work",
  why: "Why choose us",
  portfolio: "All case studies",
  services: (line: string) => `${line} services`,
  caseStudy: (client: string) => `Case study: ${client}`,
  ...legalTitles,
} as const;
