export const contactContent = {
  heading: "Let's build something together",
  lead: "Tell us about your project. We reply within a day, Monday to Saturday.",
  formHeading: "Send us a message",
  submitLabel: "Send message",
  successMessage: (name: string) =>
    `Thanks, ${name}! Your message is with us and we'll reply within a day.`,
  panelHeading: "Reach us directly",
  assistantCta: "Talk to AI Assistant",
} as const;
