import type { ChatMessage } from "./types";

export const about = {
  heading: "A studio you can actually talk to",
  intro:
    "You work directly with the people who design, build and post your work. No account managers relaying messages, no tickets lost in a queue.",
  chatLabel: "How a project usually starts",
  people: {
    founder: "Aarav, founder",
    client: "Meera, client",
  },
  chat: [
    {
      from: "client",
      text: "Hi! We run three cafés in Delhi. Our site is slow and our Instagram is all over the place.",
    },
    {
      from: "founder",
      text: "Happy to help. Can you share your site and handle? I'll send a short audit by tomorrow.",
    },
    {
      from: "client",
      text: "Done. What would the first month look like?",
    },
    {
      from: "founder",
      text: "Week one a new fast menu site, then a content calendar with 12 posts and 4 reels a month.",
    },
    { from: "client", text: "Perfect. Let's start." },
  ],
  primaryCta: { label: "Explore Services", to: "#services" },
  secondaryCta: { label: "Contact Us", to: "#contact" },
} as const satisfies {
  chat: readonly ChatMessage[];
  [key: string]: unknown;
};
