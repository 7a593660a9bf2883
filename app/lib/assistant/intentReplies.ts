import type { ServiceLineId } from "~/content/types";
import type { FactIntent, ListingIntent, SocialIntent } from "./detectIntents";
import { links, sentence } from "./links";
import { describeAvailability } from "~/lib/availability";
import type { Answer, AnswerLink, AssistantContent, Topic } from "./types";

export type ReplyContext = {
  content: AssistantContent;
  now: Date;
  visitorTimeZone?: string;
  /** The service line the question is about, when it names one. */
  line?: ServiceLineId;
};

const TIME_WORDS =
  /\b(\d+[- ]?(day|week|month)s?|days?|weeks?|weekly|months?|monthly)\b/i;
/** A case study's time only counts when it is about delivery, not reach. */
const DELIVERY_WORDS =
  /\b(live|launch|launched|built|shipped|delivered|ready)\b/i;
const MAX_TIMING_FACTS = 6;
const MAX_CASE_TIMING_FACTS = 2;
const QUOTE_WORDS = /\b(quote|quotes|price|prices|pricing|cost|estimate)\b/i;

function sentences(text: string): string[] {
  return text.split(/(?<=[.!?])\s+/).filter(Boolean);
}

function withTime(
  label: string,
  texts: readonly string[],
  mustAlso?: RegExp,
): string | null {
  const timed = texts
    .flatMap(sentences)
    .filter((s) => TIME_WORDS.test(s) && (!mustAlso || mustAlso.test(s)));
  return timed.length > 0
    ? `• ${label}: ${timed.map(sentence).join(" ")}`
    : null;
}

const contactLine = ({ site }: AssistantContent) =>
  `Tell us about it in the contact form and we reply ${site.replyTime}.`;

function timelineReply({ content, line }: ReplyContext): Answer {
  const services = content.services.filter((s) => !line || s.id === line);
  const facts = [
    ...services.flatMap((service) =>
      service.items.map((item) => withTime(item.lead, [item.copy])),
    ),
    ...content.caseStudies
      .filter((study) => !line || study.line === line)
      .map((study) =>
        withTime(
          study.title,
          [study.summary, ...study.results],
          DELIVERY_WORDS,
        ),
      )
      .filter((fact) => fact !== null)
      .slice(0, MAX_CASE_TIMING_FACTS),
    ...content.processSteps.map((step) => withTime(step.title, [step.body])),
  ].filter((fact): fact is string => fact !== null);

  const service = services.length === 1 ? services[0] : undefined;
  const topics: Topic[] = [{ kind: "subject", label: "timelines" }];
  if (service) {
    topics.push({ kind: "service", line: service.id, label: service.tabLabel });
  }
  return {
    text: [
      "There's no fixed timeline on this site: it depends on the scope. Here is what our content says about timing:",
      ...facts.slice(0, MAX_TIMING_FACTS),
      `Tell us your deadline in the contact form and we reply ${content.site.replyTime}.`,
    ].join("\n"),
    links: [
      ...(service ? [links.services(service)] : []),
      links.process,
      links.contact,
    ],
    topics,
  };
}

function pricingReply({ content }: ReplyContext): Answer {
  const quoteStep = content.processSteps.find((step) =>
    QUOTE_WORDS.test(step.body),
  );
  return {
    text: [
      "We don't list prices on this site, so I won't guess one.",
      ...(quoteStep
        ? [
            `How quotes work, from our process: ${quoteStep.title}: ${quoteStep.body}`,
          ]
        : []),
      contactLine(content),
    ].join("\n"),
    links: [links.contact, links.process],
    topics: [{ kind: "subject", label: "pricing" }],
  };
}

function startReply({ content }: ReplyContext): Answer {
  const [first] = content.processSteps;
  const steps = content.processSteps.map((step) => step.title).join(", ");
  return {
    text: [
      `Tell us about your project in the contact form, or press “Send this to the studio” to bring these questions along. We reply ${content.site.replyTime}.`,
      `Then we work in ${content.processSteps.length} steps: ${steps}.`,
      ...(first ? [`${first.title}: ${first.body}`] : []),
    ].join("\n"),
    links: [links.contact, links.process],
    topics: [{ kind: "subject", label: "starting a project" }],
  };
}

function hoursReply({ content, now, visitorTimeZone }: ReplyContext): Answer {
  const { site } = content;
  const status = describeAvailability(
    now,
    site.hours,
    visitorTimeZone ?? site.hours.timeZone,
  );
  const yourTime = status.yourTime ? ` (${status.yourTime})` : "";
  return {
    text: [
      `Our hours are ${site.hours.label}.`,
      `${status.status}${yourTime}.`,
      `Messages through the contact form get a reply ${site.replyTime}.`,
    ].join("\n"),
    links: [links.contact],
    topics: [{ kind: "subject", label: "hours" }],
  };
}

function contactReply({ content }: ReplyContext): Answer {
  const { site } = content;
  return {
    text: [
      `Phone: ${site.phone} (${site.hours.label})`,
      `Email: ${site.email} (we reply ${site.replyTime})`,
      "Or write to us through the contact form on this page.",
    ].join("\n"),
    links: [links.contact],
    topics: [{ kind: "subject", label: "contact details" }],
  };
}

function locationReply({ content }: ReplyContext): Answer {
  const { site } = content;
  return {
    text: [
      `${site.name} is based in ${site.address.line} (${site.address.note}).`,
      `Our hours are ${site.hours.label}.`,
    ].join("\n"),
    links: [links.contact],
    topics: [{ kind: "subject", label: "location" }],
  };
}

const FACT_REPLIES: Record<FactIntent, (context: ReplyContext) => Answer> = {
  timeline: timelineReply,
  pricing: pricingReply,
  start: startReply,
  hours: hoursReply,
  contact: contactReply,
  location: locationReply,
};

export function factReply(intent: FactIntent, context: ReplyContext): Answer {
  return FACT_REPLIES[intent](context);
}

export function listingReply(
  intent: ListingIntent,
  content: AssistantContent,
): Answer {
  switch (intent) {
    case "overview":
      return {
        text: [
          `We work in ${content.services.length} service lines:`,
          ...content.services.map(
            (s) => `• ${s.tabLabel}: ${s.items.map((i) => i.lead).join(", ")}.`,
          ),
          "Ask about any of them for details.",
        ].join("\n"),
        links: content.services.map(links.services),
        topics: content.services.map((s) => ({
          kind: "service" as const,
          line: s.id,
          label: s.tabLabel,
        })),
      };
    case "process":
      return {
        text: [
          `How we work, in ${content.processSteps.length} steps:`,
          ...content.processSteps.map((s) => `• ${s.title}: ${s.body}`),
        ].join("\n"),
        links: [links.process],
        topics: [{ kind: "subject", label: "our process" }],
      };
    case "why":
      return {
        text: [
          "Why choose us:",
          ...content.whyCards.map((c) => `• ${c.title}: ${c.copy}`),
        ].join("\n"),
        links: [links.why],
        topics: [{ kind: "subject", label: "why choose the studio" }],
      };
    case "portfolio": {
      const studies = content.caseStudies;
      const caseLinks: AnswerLink[] = studies.slice(0, 3).map(links.caseStudy);
      return {
        text:
          studies.length > 0
            ? [
                "Our case studies:",
                ...studies.map(
                  (s) => `• ${s.title}, for ${s.client} (${s.sector})`,
                ),
              ].join("\n")
            : "Our case studies are on the portfolio page.",
        links: [...caseLinks, links.portfolio],
        topics: [{ kind: "subject", label: "case studies" }],
      };
    }
  }
}

export function socialReply(
  intent: SocialIntent,
  content: AssistantContent,
): Answer {
  if (intent === "thanks") {
    return {
      text: `You're welcome! When you're ready, press “Send this to the studio” and your questions go into the contact form for you to check and send. We reply ${content.site.replyTime}.`,
      links: [links.contact],
      topics: [],
    };
  }
  return {
    text: `Hi! I'm the ${content.site.name} assistant. I answer from this site's own content: what we build, how we work, our case studies, hours and contact details. What would you like to know?`,
    links: [],
    topics: [],
  };
}

export function fallbackReply(
  content: AssistantContent,
  unknown: readonly string[],
): Answer {
  const what =
    unknown.length > 0
      ? `anything about “${unknown.slice(0, 3).join(" ")}”`
      : "that";
  const [firstService] = content.services;
  return {
    text: [
      `I only answer from this site's content, and I couldn't find ${what} here, so I won't guess.`,
      `The studio can help: write to us through the contact form and we reply ${content.site.replyTime} (${content.site.hours.label}).`,
    ].join("\n"),
    links: [
      links.contact,
      ...(firstService ? [links.services(firstService)] : []),
    ],
    topics: [],
  };
}
