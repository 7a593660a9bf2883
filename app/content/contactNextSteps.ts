/**
 * What follows a message: in the panel that replaces the form after a send.
 * Imported by that panel (its own chunk, loaded with the sending code), in
 * both languages, so no page carries it up front.
 */
export const contactNextSteps = {
  heading: "What happens next",
  /** The first step, with the reply's time: "by Wednesday 7 pm IST". */
  reply: (by: string) =>
    `We reply within a day, by ${by}, with a few questions about your project.`,
  steps: [
    "We reply within a day with a few questions about your project.",
    "A free 30-minute call to agree on scope, timeline and who does what.",
    "A written plan with a fixed price, so you know the cost before we start.",
  ],
} as const;
