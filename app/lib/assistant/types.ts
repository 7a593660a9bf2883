import type {
  CaseStudy,
  ProcessStep,
  Service,
  ServiceLineId,
  WhyCard,
} from "~/content/types";

/** Where an answer points: a React Router `Link` target. */
export type AnswerLink = {
  label: string;
  to: string;
  /** Opens the services section on a tab (read by the Services section). */
  state?: { serviceTab: ServiceLineId };
};

/** What a question was about, for the summary handed to the contact form. */
export type Topic =
  | { kind: "service"; line: ServiceLineId; label: string }
  | { kind: "case-study"; id: string; label: string }
  | { kind: "subject"; label: string };

export type Answer = {
  text: string;
  links: readonly AnswerLink[];
  topics: readonly Topic[];
};

/** One message of a conversation, as the summary and the endpoint see it. */
export type ChatTurn = {
  role: "visitor" | "assistant";
  text: string;
  topics?: readonly Topic[];
};

/** The studio facts the assistant may state (a subset of `site`). */
export type SiteFacts = {
  name: string;
  phone: string;
  email: string;
  replyTime: string;
  address: { line: string; note: string };
  hours: {
    label: string;
    timeZone: string;
    utcOffset: string;
    days: readonly number[];
    opens: string;
    closes: string;
  };
};

/** Everything the assistant knows: the site's own typed content. */
export type AssistantContent = {
  services: readonly Service[];
  processSteps: readonly ProcessStep[];
  whyCards: readonly WhyCard[];
  caseStudies: readonly CaseStudy[];
  site: SiteFacts;
};
