import { site } from "./site";

export const contactContent = {
  eyebrow: "Contact",
  heading: "Let's build something together",
  lead: "Tell us about your project. We reply within a day, Monday to Saturday.",
  formHeading: "Send us a message",
  submitLabel: "Send message",
  successMessage: (name: string) =>
    `Thanks, ${name}! Your message is with us and we'll reply within a day.`,
  panelHeading: "Reach us directly",
  supportLine: `Support: we reply ${site.replyTime}`,
  assistantCta: "Talk to AI Assistant",
} as const;

/** The contact panel's opening hours, said as now: open or closed, and when. */
export const availabilityText = {
  open: (closes: string, zone: string) => `Open now, until ${closes} ${zone}`,
  closed: (day: string, opens: string, zone: string) =>
    `Closed, opens ${day} ${opens} ${zone}`,
  yourTime: (time: string) => `${time} your time`,
  /** A reply due later the same day in IST: "by today 7 pm IST". */
  today: "today",
  /** A clock time: "7 pm", "3:30 pm". */
  clock: ({ hour, minute, half }: ClockParts) =>
    `${minute ? `${hour}:${minute}` : hour} ${half}`,
};

/**
 * A clock time's parts, for the page's words to put in order: the hour on
 * a 12-hour clock, its minutes (null on the hour), the part of the day in
 * the page's language (`dayPeriod`, "शाम") and "am" or "pm".
 */
export type ClockParts = {
  hour: string;
  minute: string | null;
  dayPeriod: string;
  half: "am" | "pm";
};
