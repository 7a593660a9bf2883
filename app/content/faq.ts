import { legalTitles } from "./legalIds";
import { site } from "./site";

/** Where an answer points: a page, a home-page section or a legal text. */
export type ContentLink = { label: string; to: string };

export type FaqEntry = {
  id: string;
  question: string;
  /** As the studio would answer: short, specific, at most 60 words. */
  answer: string;
  /** Where the site says more. */
  more: ContentLink;
  /** Words visitors use for this, beyond those in the question. */
  keywords: string;
};

/** What the page shows of an entry (the keywords are the assistant's). */
export type FaqShownEntry = Omit<FaqEntry, "keywords">;

const terms = { label: legalTitles.terms, to: "#terms" };
const process = { label: "How we work", to: "/Home#process" };

/**
 * The studio's FAQ: the assistant answers from it, and the assistant's
 * section shows it as a plain list for visitors who would rather read.
 */
export const faq = [
  {
    id: "timelines",
    question: "How long does a project take?",
    answer:
      "A landing page is live in days. For a website, web app or content plan, the first call ends in a written scope and a fixed quote within a day, with the dates in it. Then we release weekly on a preview link, so you see progress every week.",
    more: process,
    keywords: "timeline deadline schedule landing preview weekly",
  },
  {
    id: "price",
    question: "How much does it cost?",
    answer:
      "Every project gets its own fixed quote: a written scope and a price in Indian rupees, plus GST where it applies, within a day of a 30-minute call. Quotes hold for 30 days; we don't publish packages.",
    more: terms,
    keywords: "price quote fixed packages rupees",
  },
  {
    id: "payment",
    question: "How do payments work?",
    answer:
      "Websites and apps: 50% before work starts and 50% before launch. Social media retainers are billed monthly in advance. Invoices are due within 15 days, in Indian rupees plus GST where it applies.",
    more: terms,
    keywords: "payment gst invoice advance monthly retainer",
  },
  {
    id: "revisions",
    question: "How many revisions are included?",
    answer:
      "Two rounds of revisions per deliverable. Timelines assume your feedback within five working days, and anything outside the proposal is quoted before we start it.",
    more: terms,
    keywords: "revisions rounds feedback changes",
  },
  {
    id: "ownership",
    question: "Who owns the work?",
    answer:
      "You do, once it is paid in full: the final designs, the content and the code written for you. We keep our own tools and reusable components, licensed to you for your project.",
    more: terms,
    keywords: "ownership code designs rights",
  },
  {
    id: "hosting",
    question: "Do you handle hosting and domains?",
    answer:
      "Yes: we set up and host what we build. Hosting, domains, backend platforms, fonts and stock media are billed at cost and come with their providers' own terms.",
    more: terms,
    keywords: "hosting domains backend platform",
  },
  {
    id: "aftercare",
    question: "What happens after launch?",
    answer: `We go live, hand over logins and a short guide, then watch the numbers with you for the first month. Changes after that are quoted like any other work, and we reply ${site.replyTime}.`,
    more: process,
    keywords: "aftercare launch logins guide first month",
  },
  {
    id: "languages",
    question: "Which languages do you work in?",
    answer:
      "English and Hindi. We build bilingual sites too: the Nyaya Law Academy's course pages and the hospital's registration screens are in both.",
    more: {
      label: "Case study: Nyaya Law Academy",
      to: "/portfolio/nyaya-academy-landing",
    },
    keywords: "languages bilingual",
  },
  {
    id: "industries",
    question: "Which industries do you work with?",
    answer:
      "Any business that needs a fast site or a steady feed. So far: healthcare, food and D2C brands, fashion and handloom, fitness, education and festive gifting, each with a case study.",
    more: { label: "All case studies", to: "/portfolio" },
    keywords: "industries",
  },
  {
    id: "not-offered",
    question: "Is there anything you don't do?",
    answer:
      "We don't build native iOS or Android apps (we build web apps that install on a phone), games or crypto projects, and we don't sell followers or promise Google rankings. Not sure? Ask through the contact form.",
    more: { label: "Contact form", to: "/Home#contact" },
    keywords: "native mobile crypto games followers guarantee",
  },
  {
    id: "remote",
    question: "Do you work with clients outside India?",
    answer: `Yes: we are a remote-first studio in ${site.address.line}. We work over calls, one shared board and a weekly update. Our hours are ${site.hours.label}; the contact panel shows them in your time.`,
    more: { label: "Contact", to: "/Home#contact" },
    keywords: "remote timezone abroad india",
  },
  {
    id: "start",
    question: "How do we start?",
    answer: `Tell us about your project in the contact form. We reply ${site.replyTime} and set up a 30-minute call; you get a written scope and a fixed quote within a day of it.`,
    more: { label: "Contact form", to: "/Home#contact" },
    keywords: "start call scope",
  },
] as const satisfies readonly FaqEntry[];
