import { sectionHash, sectionIds } from "./sectionIds";
import type { ChatMessage } from "./types";

export const about = {
  eyebrow: "About",
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
  /** How working with the studio feels, beside the chat. */
  promises: [
    {
      title: "The people you meet do the work",
      text: "The designer and developer on your first call are the ones who build and post for you.",
    },
    {
      title: "Something to click every week",
      text: "A live preview link each Friday, so you see progress in your browser, not in a slide deck.",
    },
    {
      title: "A reply within a day",
      text: "Every message gets an answer within one working day, from someone who knows your project.",
    },
  ],
  primaryCta: {
    label: "Explore Services",
    to: sectionHash(sectionIds.services),
  },
  secondaryCta: { label: "Contact Us", to: sectionHash(sectionIds.contact) },
} as const satisfies {
  chat: readonly ChatMessage[];
  [key: string]: unknown;
};
