import { homeSectionPath, sectionIds } from "./sectionIds";
import { site } from "./site";

/** The longest question the assistant takes; longer input is cut. */
export const MAX_QUESTION_LENGTH = 500;

/**
 * The longest an answer may take, in milliseconds, before the chat gives
 * the fallback reply instead: within a second on a slow phone, with room to
 * paint it.
 */
export const ANSWER_DEADLINE_MS = 800;

/** The assistant section's heading, shown with the page. */
export const assistantIntro = {
  eyebrow: "Assistant",
  heading: "Ask the project assistant",
  lead: "Quick answers from this site's services, process, terms and case studies, at any hour. It never guesses: what it can't find here goes to the studio.",
} as const;

/** The chat's own copy. */
export const assistantCopy = {
  welcome:
    "Hi! I answer from this site, in English or Hinglish: what we build and post, prices and payment, timelines, our work, hours and how to start. When the site doesn't say, I'll tell you. Then send the conversation to the studio as a draft.",
  suggestionsFor: "Closest I can answer",
  logLabel: "Conversation with the assistant",
  visitorLabel: "You",
  assistantLabel: "Assistant",
  typingLabel: "Assistant is typing",
  linksLabel: "Read more",
  suggestionsLabel: "Try asking",
  suggestedQuestions: [
    "What do you build?",
    "How much does a website cost?",
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
  /** An internal error or a slow answer: honest, and the way to the studio. */
  errorAnswer: `Sorry, something went wrong on my side, so I won't guess. Ask the studio through the contact form: we reply ${site.replyTime}.`,
  errorLink: { label: "Contact form", to: homeSectionPath(sectionIds.contact) },
  loadFailed:
    "The assistant's answers didn't load. Check your connection and try again.",
  retryLabel: "Retry",
} as const;
