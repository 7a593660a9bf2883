import { site } from "./site";

/** The longest question the assistant takes; longer input is cut. */
export const MAX_QUESTION_LENGTH = 500;
/** The most words of text in one answer (links come on top). */
export const MAX_ANSWER_WORDS = 60;

/** The assistant section's heading, shown with the page. */
export const assistantIntro = {
  eyebrow: "Assistant",
  heading: "Ask the project assistant",
  lead: "Quick answers from this site's services, process, terms and case studies, at any hour. It never guesses: what it can't find here goes to the studio.",
} as const;

/** The chat's own copy. */
export const assistantCopy = {
  welcome:
    "Hi! Ask me what we build, what it costs, how long it takes or how to start, and I'll point you to the right part of the site. When you're ready, send the conversation to the studio as a draft message.",
  logLabel: "Conversation with the assistant",
  visitorLabel: "You",
  assistantLabel: "Assistant",
  typingLabel: "Assistant is typing",
  linksLabel: "Read more",
  suggestionsLabel: "Try asking",
  suggestedQuestions: [
    "What do you build?",
    "How long does a website take?",
    "Can you run our Instagram?",
    "How do we start?",
  ],
  inputLabel: "Ask a question",
  sendLabel: "Send",
  limitHint: `Up to ${MAX_QUESTION_LENGTH} characters.`,
  cutHint: `Cut to ${MAX_QUESTION_LENGTH} characters, the limit for one question.`,
  sendToStudioLabel: "Send this to the studio",
  sendToStudioNote:
    "Ask something first; then you can send the conversation to the studio.",
  errorAnswer:
    "Sorry, something went wrong on my side. Please use the contact form instead.",
  loadFailed:
    "The assistant's answers didn't load. Check your connection and try again.",
  retryLabel: "Retry",
} as const;

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
} as const;

/** Labels of the links answers carry. */
export const assistantLinkLabels = {
  contact: "Contact form",
  process: "How we work",
  why: "Why choose us",
  portfolio: "All case studies",
  services: (line: string) => `${line} services`,
  caseStudy: (client: string) => `Case study: ${client}`,
  terms: "Terms & Conditions",
  privacy: "Privacy Policy",
  accessibility: "Accessibility statement",
} as const;
