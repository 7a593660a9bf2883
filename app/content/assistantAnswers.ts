/**
 * The assistant's answers: the sentences the engine writes around what the
 * content says, the words its index searches, and the summary it hands to
 * the contact form. Apart from `assistant.ts` (the chat's own copy, shown
 * with the page) so that it loads with the engine, on the first question.
 */
import { legalTitles } from "./legalIds";
import { site } from "./site";

/** The most words of text in one answer (links come on top). */
export const MAX_ANSWER_WORDS = 60;

/** Sentences the engine writes around the facts (`assistantFacts.ts`). */
export const assistantReplies = {
  greeting: `Hi! I'm the ${site.name} assistant. Ask me about our services, prices and payment, timelines, case studies, hours or how to start.`,
  thanks: `You're welcome! When you're ready, press "Send this to the studio" and your questions go into the contact form for you to check and send. We reply ${site.replyTime}.`,
  help: 'Ask me about what we build and post, prices and payment, timelines, our work, hours or how to start: I answer from this site. Try "How long does a landing page take?"',
  /** Below the confidence threshold: the site does not say. */
  unlisted: `The site doesn't say, so I won't guess. Ask the studio through the contact form: we reply ${site.replyTime} (${site.hours.label}).`,
  /** A service or thing asked about that the site does not list. */
  notListed: `That isn't something this site lists, so I won't say yes. Ask the studio through the contact form: we reply ${site.replyTime} (${site.hours.label}).`,
  unreadable: `I couldn't match that to anything on this site. I read English and Hinglish (Hindi in Latin letters) best; ask again, or ask the studio through the contact form: we reply ${site.replyTime}.`,
  otherScript: `I read English and Hinglish (Hindi in Latin letters) best, so I couldn't follow that. Ask again in either, or write to the studio through the contact form: we reply ${site.replyTime}.`,
  /** A request the site cannot serve: a poem, a recipe, code. */
  offTopic: `I can't help with that here: I answer questions about ${site.name} from this site. Ask me about our websites and social media work, prices, timelines or case studies, or write through the contact form: we reply ${site.replyTime}.`,
  /** Words the site does cover, in a question it cannot fully answer. */
  closest: (answer: string) =>
    `Closest on this site: ${answer} Not what you meant? Ask the studio through the contact form: we reply ${site.replyTime}.`,
  /** Opening hours in the visitor's (or a named place's) time zone. */
  hoursIn: (where: string, opens: string, closes: string, isNextDay: boolean) =>
    `In ${where} that is ${opens} to ${closes}${isNextDay ? " the next day" : ""}.`,
  steering: `I only repeat what this site says, and I can't change that. Ask me about services, prices, timelines or our work, or write to the studio through the contact form: we reply ${site.replyTime}.`,
  service: (lead: string, line: string, copy: string) =>
    `${lead}, from our ${line} team: ${copy}`,
  line: (
    line: string,
    title: string,
    subtitle: string,
    covers: string,
    tags: string,
  ) =>
    `${line}: ${title}. ${subtitle} It covers ${covers}. We work with ${tags}.`,
  forIndustry: (industry: string, clients: string) =>
    `For ${industry.toLowerCase()}, see our work for ${clients}.`,
  price: (stance: string, within: string, currency: string, how: string) =>
    `${stance}, ${within}. Prices are in ${currency}. To get yours, ${how}.`,
  priceFor: (subject: string, stance: string, within: string, how: string) =>
    `${subject}: we don't publish a price. ${stance}, ${within}. To get yours, ${how}.`,
  timeline: (general: string, updates: string, landing: string) =>
    `${general}; ${updates}. ${landing}.`,
  timelineFor: (subject: string, timeline: string) =>
    `${subject}: ${timeline}.`,
  firstCall: (
    minutes: number,
    isFree: boolean,
    covers: string,
    outcome: string,
  ) =>
    `The first call is ${isFree ? "free: " : ""}${minutes} minutes on ${covers}. You get ${outcome}.`,
  start: (how: string, outcome: string) =>
    `Tell us about your project in the contact form. We reply ${site.replyTime} and set up a ${how}; you get ${outcome} of it.`,
  payment: (web: string, social: string, due: number) =>
    `Websites and apps: ${web}. Social media retainers are ${social}. Invoices are due within ${due} days, in Indian rupees plus GST where it applies.`,
  gst: (currency: string) => `Our prices are in ${currency}.`,
  quoteValidity: (days: number) =>
    `Quotes hold for ${days} days. Work outside the proposal is quoted separately before we start it.`,
  revisions: (rounds: string, within: string) =>
    `${rounds}. Timelines assume your feedback within ${within}; longer gaps move the launch date.`,
  progress: (updates: string) =>
    `You see progress every week: ${updates}, and a live preview link each Friday.`,
  location: (city: string, how: string) =>
    `We're a remote-first studio in ${city}, so we work with clients wherever they are, ${how}.`,
  remote: (city: string, how: string) =>
    `Yes: we're a remote-first studio in ${city} and work with clients in other cities and abroad, ${how}. Our hours are ${site.hours.label}; the contact panel shows them in your time.`,
  hours: (label: string, status: string) =>
    `Our hours are ${label}. ${status}. Messages through the contact form get a reply ${site.replyTime}.`,
  contact: `Call ${site.phone} (${site.hours.label}), e-mail ${site.email} (we reply ${site.replyTime}), message us on WhatsApp, or use the contact form on this page.`,
  reply: `We reply ${site.replyTime}, ${site.hours.label}, whether you write through the contact form, e-mail or WhatsApp.`,
  social: (profiles: string) => `You'll find us on ${profiles}.`,
  stats: (stats: string) =>
    `${stats}. The portfolio shows the work behind them.`,
  founder: (founder: string, team: string) =>
    `${site.name} was founded by ${founder}. ${team}`,
  industries: (names: string) =>
    `Any business that needs a fast site or a steady feed. So far: ${names}, each with a case study.`,
  technologies: (web: string, backend: string, design: string) =>
    `We build with ${web}, on ${backend}; we design in ${design}.`,
  resultsOverview: (results: string) =>
    `Some measured results: ${results}. Each case study shows how.`,
  caseStudy: (client: string, sector: string, summary: string) =>
    `For ${client} (${sector}): ${summary}`,
  results: (results: string) => `Results: ${results}.`,
  quote: (name: string, role: string, client: string, text: string) =>
    `${name}, ${role} at ${client}: "${text}"`,
  caseStudiesFor: (subject: string, clients: string) =>
    `${subject}: see our work for ${clients}.`,
  noCaseStudyFor: (subject: string) =>
    `We don't have a case study for ${subject} on the site yet. The portfolio shows the work we do have.`,
  /** Results, or the time facts, of one case study. */
  forClient: (client: string, facts: string) => `For ${client}: ${facts}.`,
  stack: (isWeb: boolean, client: string, stack: string) =>
    `The ${isWeb ? "stack" : "deliverables"} for ${client}: ${stack}.`,
  portfolioList: (clients: readonly string[]) =>
    `We have ${clients.length} case studies: ${clients.map((c, i) => `${i + 1}. ${c}`).join("; ")}. Ask about any of them.`,
  processList: (steps: string, first: string) =>
    `We work in four steps: ${steps}. ${first} Ask me about any step.`,
  step: (title: string, number: number, count: number, body: string) =>
    `${title}, step ${number} of ${count}: ${body}`,
  nextStep: (title: string, number: number, count: number, body: string) =>
    `Then comes ${title}, step ${number} of ${count}: ${body}`,
  whyList: (cards: string) => `Why clients choose us: ${cards}`,
  overview: (lines: string) => `We have two teams under one roof. ${lines}`,
  article: (title: string, summary: string) => `${title}: ${summary}`,
  accessibility:
    "Every site we build is accessible to WCAG AA by default. This one aims for WCAG 2.2 AA, checked with axe-core on every change and by keyboard.",
  terms:
    "Our terms cover scope and quotes, payment, revisions, ownership and ending a project; your signed proposal sets the specifics.",
} as const;

/**
 * How the summary for the studio names a studio-wide topic asked about
 * (one not listed here, by its own name: "payment", "hosting").
 */
export const assistantTopicLabels: Readonly<Record<string, string>> = {
  pricing: "prices",
  firstCall: "the first call",
  start: "how to start",
  progress: "progress updates",
  invoice: "invoices",
  gst: "GST",
  quoteValidity: "quotes",
  ending: "ending a project",
  dataRetention: "my data",
  notOffered: "what the studio does not do",
  terms: "the terms",
  remote: "working remotely",
  contact: "contact details",
  phone: "contact details",
  email: "contact details",
  whatsapp: "contact details",
  reply: "reply time",
  team: "the team",
  founder: "the team",
  stats: "numbers",
  social: "social profiles",
  process: "our process",
  why: "why choose the studio",
  servicesList: "services",
  portfolio: "case studies",
  results: "results",
  quotes: "what clients say",
};

/** The question a suggestion button asks about a topic. */
export const assistantSuggestions = {
  service: (lead: string) => `Tell me about ${lead.toLowerCase()}`,
  caseStudy: (client: string) => `Tell me about ${client}`,
  industry: (name: string) => `Your work in ${name.toLowerCase()}`,
  step: (title: string) => `What happens in ${title}?`,
  topics: {
    pricing: "How much does it cost?",
    firstCall: "Is the first call free?",
    start: "How do we start?",
    timelines: "How long does a project take?",
    payment: "How do payments work?",
    revisions: "How many revisions are included?",
    ownership: "Who owns the work?",
    hosting: "Do you handle hosting?",
    aftercare: "What happens after launch?",
    contact: "How can I reach you?",
    hours: "What are your hours?",
    location: "Where are you based?",
    remote: "Do you work with clients outside India?",
    languages: "Which languages do you work in?",
    servicesList: "What do you build?",
    portfolio: "Show me your case studies",
    process: "How do you work?",
    industries: "Which industries do you work with?",
  },
} as const;

/** "a", "a and b", "a, b and c": how answers list things. */
export const listing = (items: readonly string[]) =>
  items.length < 2
    ? items.join("")
    : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;

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
