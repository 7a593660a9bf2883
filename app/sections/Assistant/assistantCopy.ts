import { MAX_QUESTION_LENGTH } from "~/lib/assistant/limits";

/** The chat's own copy (its answers come from app/content). */
export const assistantCopy = {
  welcome:
    "Hi! Ask me what we build, how long things take or how to start, and I'll point you to the right part of the site. When you're ready, send the conversation to the studio as a draft message.",
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
  sendToStudioFailed:
    "The contact form didn't open. Scroll up to Contact and paste your questions there.",
  errorAnswer:
    "Sorry, something went wrong on my side. Please use the contact form instead.",
} as const;
