import { assistantFacts as facts } from "~/content/assistantFacts";
import {
  assistantLinkLabels as labels,
  assistantReplies as replies,
  assistantSuggestions as suggest,
  assistantTopicLabels as topicLabels,
  listing,
} from "~/content/assistantAnswers";
import { type TopicWordsId } from "~/content/assistantVocabulary";
import { caseStudies } from "~/content/caseStudies";
import { faq } from "~/content/faq";
import { hero } from "~/content/hero";
import { processSteps } from "~/content/process";
import { services } from "~/content/services";
import { site } from "~/content/site";
import { whyCards } from "~/content/why";
import { termKey } from "./understand";
import type { AnswerLink } from "./types";

import type { Concept } from "./knowledge";
import {
  contactLink,
  link,
  portfolioLink,
  processLink,
  serviceLink,
  subject,
  whyLink,
} from "./links";

/** The studio-wide topics and the answers to a kind of question asked of no subject, as concepts. */
function topic(
  id: TopicWordsId,
  reply: string,
  links: readonly AnswerLink[],
  extra: Partial<Concept> = {},
): Concept {
  const suggestion =
    (suggest.topics as Partial<Record<TopicWordsId, string>>)[id] ??
    suggest.topics.servicesList;
  return {
    id: `topic:${id}`,
    kind: "topic",
    label: suggestion,
    reply,
    links,
    topic: subject(topicLabels[id] ?? id),
    suggestion,
    topicId: id,
    ...extra,
  };
}

/** The FAQ's own list of what the studio does not do. */
const notOfferedAnswer =
  faq.find((entry) => entry.id === "not-offered")?.answer ?? "";

/** One measured result per case study, for "what results do clients see?" */
function resultsOverview(): string {
  return listing(
    caseStudies
      .slice(0, 4)
      .map((study) => `${study.client}, ${study.results[0] ?? ""}`),
  );
}

export function topicConcepts(): Concept[] {
  const { pricing, firstCall, timelines, payment, revisions } = facts;
  const landing = facts.services.find((s) => s.name === "Landing pages");
  const firstStep = processSteps[0];
  return [
    topic(
      "pricing",
      replies.price(
        pricing.stance,
        pricing.quoteWithin,
        pricing.currency,
        pricing.howToGetQuote,
      ),
      [contactLink],
      { answersPrice: true },
    ),
    topic(
      "firstCall",
      replies.firstCall(
        firstCall.minutes,
        firstCall.isFree,
        firstCall.covers,
        firstCall.outcome,
      ),
      [link(firstCall.source)],
    ),
    topic(
      "start",
      replies.start(
        `free ${firstCall.minutes}-minute call`,
        `${firstCall.outcome.replace(/ within a day$/, "")} within a day`,
      ),
      [contactLink],
    ),
    topic(
      "timelines",
      replies.timeline(
        timelines.general,
        timelines.updates,
        landing?.timeline ?? "",
      ),
      [link(timelines.source)],
    ),
    topic("progress", replies.progress(timelines.updates), [processLink]),
    topic(
      "payment",
      replies.payment(payment.web, payment.social, payment.invoiceDueDays),
      [link(payment.source)],
    ),
    topic(
      "invoice",
      replies.payment(payment.web, payment.social, payment.invoiceDueDays),
      [link(payment.source)],
    ),
    topic("gst", replies.gst(pricing.currency), [link(facts.payment.source)]),
    topic("quoteValidity", replies.quoteValidity(pricing.quoteValidDays), [
      link(facts.payment.source),
    ]),
    topic(
      "revisions",
      replies.revisions(
        revisions.roundsPerDeliverable,
        revisions.feedbackWithin,
      ),
      [link(revisions.source)],
    ),
    topic(
      "feedback",
      replies.revisions(
        revisions.roundsPerDeliverable,
        revisions.feedbackWithin,
      ),
      [link(revisions.source)],
    ),
    topic("ownership", facts.ownership.reply, [link(facts.ownership.source)]),
    topic("hosting", facts.hosting.reply, [link(facts.hosting.source)], {
      answersPrice: true,
    }),
    topic("aftercare", facts.aftercare.reply, [link(facts.aftercare.source)], {
      answersPrice: true,
    }),
    topic("ending", facts.ending.reply, [link(facts.ending.source)]),
    topic("dataRetention", facts.dataRetention.reply, [
      link(facts.dataRetention.source),
    ]),
    topic("privacy", facts.privacy.reply, [link(facts.privacy.source)]),
    topic("accessibility", replies.accessibility, [
      { label: labels.accessibility, to: "#accessibility" },
    ]),
    topic("notOffered", notOfferedAnswer, [contactLink]),
    topic("terms", replies.terms, [{ label: labels.terms, to: "#terms" }]),
    topic("languages", facts.languages.reply, [link(facts.languages.source)]),
    topic(
      "location",
      replies.location(facts.locations.city, facts.locations.howWeWork),
      [link(facts.locations.source)],
    ),
    topic(
      "remote",
      replies.remote(facts.locations.city, facts.locations.howWeWork),
      [link(facts.locations.source)],
    ),
    // Written when asked: it says whether the studio is open now.
    topic("hours", replies.hours(site.hours.label, ""), [contactLink]),
    topic("contact", replies.contact, [contactLink]),
    topic("phone", replies.contact, [contactLink]),
    topic("email", replies.contact, [contactLink]),
    topic("whatsapp", replies.contact, [contactLink]),
    topic("reply", replies.reply, [contactLink]),
    topic("team", facts.team.reply, [link(facts.team.source)]),
    topic("founder", replies.founder(facts.team.founder, facts.team.reply), [
      link(facts.team.source),
    ]),
    topic(
      "stats",
      replies.stats(hero.stats.map((s) => `${s.label}: ${s.value}`).join(". ")),
      [portfolioLink],
    ),
    topic("social", replies.social(listing(site.social.map((s) => s.label))), [
      contactLink,
    ]),
    topic(
      "process",
      replies.processList(
        listing(processSteps.map((step) => step.title)),
        firstStep ? `${firstStep.title}: ${firstStep.body}` : "",
      ),
      [processLink],
      { items: processSteps.map((step) => `step:${step.id}`) },
    ),
    topic(
      "why",
      replies.whyList(
        whyCards
          .map(
            (card) => `${card.title}: ${card.copy.split(/(?<=\.)\s/)[0] ?? ""}`,
          )
          .join(" "),
      ),
      [whyLink],
    ),
    topic(
      "servicesList",
      replies.overview(
        services
          .map(
            (service) =>
              `${service.tabLabel}: ${listing(service.items.map((item) => item.lead.toLowerCase()))}.`,
          )
          .join(" "),
      ),
      [serviceLink("dev"), serviceLink("smm")],
      { items: services.map((service) => `line:${service.id}`) },
    ),
    topic(
      "industries",
      replies.industries(
        listing(
          facts.industries.map((industry) => industry.name.toLowerCase()),
        ),
      ),
      [portfolioLink],
      {
        items: facts.industries.map(
          (industry) => `industry:${termKey(industry.name)}`,
        ),
      },
    ),
    topic(
      "technologies",
      replies.technologies(
        listing([...facts.platforms.web]),
        listing([...facts.platforms.backend]),
        listing([...facts.platforms.design]),
      ),
      [link(facts.platforms.source)],
    ),
  ];
}

/** The answers to a kind of question asked of no subject. */
export function askConcepts(): Concept[] {
  return [
    {
      id: "ask:portfolio",
      kind: "topic",
      label: topicLabels.portfolio ?? "",
      reply: replies.portfolioList(caseStudies.map((study) => study.client)),
      links: [portfolioLink],
      topic: subject(topicLabels.portfolio ?? ""),
      suggestion: suggest.topics.portfolio,
      items: caseStudies.map((study) => `case:${study.id}`),
    },
    {
      id: "ask:quotes",
      kind: "topic",
      label: topicLabels.quotes ?? "",
      reply: caseStudies
        .slice(0, 2)
        .map((study) =>
          replies.quote(
            study.quote.name,
            study.quote.role,
            study.client,
            study.quote.text,
          ),
        )
        .join(" "),
      links: [portfolioLink],
      topic: subject(topicLabels.quotes ?? ""),
      suggestion: suggest.topics.portfolio,
    },
    {
      id: "ask:results",
      kind: "topic",
      label: topicLabels.results ?? "",
      reply: replies.resultsOverview(resultsOverview()),
      links: [portfolioLink],
      topic: subject(topicLabels.results ?? ""),
      suggestion: suggest.topics.portfolio,
    },
  ];
}
