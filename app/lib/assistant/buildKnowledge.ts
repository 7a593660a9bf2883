import type { ServiceLineId } from "~/content/types";
import { links, sentence } from "./links";
import type { Answer, AssistantContent } from "./types";

export type KnowledgeKind = "line" | "offering" | "step" | "why" | "case-study";

/** One searchable piece of the site's content and the reply it gives. */
export type KnowledgeDoc = {
  id: string;
  kind: KnowledgeKind;
  line?: ServiceLineId;
  /** Searched with the highest weight: names and headings. */
  title: string;
  /** Searched with a middle weight: tags, KPI chips, stack, sector. */
  tags: string;
  /** Searched with the base weight: the copy. */
  text: string;
  reply: Answer;
};

/**
 * Every answerable piece of content, each with a reply built only from its
 * own fields: the assistant never writes a fact the content doesn't hold.
 */
export function buildKnowledge(content: AssistantContent): KnowledgeDoc[] {
  const docs: KnowledgeDoc[] = [];

  for (const service of content.services) {
    const leads = service.items.map((item) => item.lead);
    docs.push({
      id: `line:${service.id}`,
      kind: "line",
      line: service.id,
      title: `${service.tabLabel} ${service.title}`,
      tags: [...service.tags, ...service.kpis, ...leads].join(" "),
      text: service.subtitle,
      reply: {
        text: [
          `${service.tabLabel}: ${sentence(service.title)} ${service.subtitle}`,
          `What's included: ${leads.join(", ")}.`,
          `Key figures: ${service.kpis.join(", ")}.`,
        ].join("\n"),
        links: [links.services(service)],
        topics: [
          { kind: "service", line: service.id, label: service.tabLabel },
        ],
      },
    });

    service.items.forEach((item, index) => {
      docs.push({
        id: `offering:${service.id}:${index}`,
        kind: "offering",
        line: service.id,
        title: item.lead,
        tags: service.tabLabel,
        text: item.copy,
        reply: {
          text: `${item.lead} (${service.tabLabel}): ${item.copy}`,
          links: [links.services(service)],
          topics: [{ kind: "service", line: service.id, label: item.lead }],
        },
      });
    });
  }

  content.processSteps.forEach((step, index) => {
    docs.push({
      id: `step:${step.id}`,
      kind: "step",
      title: step.title,
      tags: "process step",
      text: step.body,
      reply: {
        text: `${step.title}, step ${index + 1} of ${content.processSteps.length} in how we work: ${step.body}`,
        links: [links.process],
        topics: [{ kind: "subject", label: "our process" }],
      },
    });
  });

  for (const card of content.whyCards) {
    docs.push({
      id: `why:${card.id}`,
      kind: "why",
      title: card.title,
      tags: card.badges.join(" "),
      text: card.copy,
      reply: {
        text: `${card.title}: ${card.copy} (${card.badges.join(", ")})`,
        links: [links.why],
        topics: [{ kind: "subject", label: "why choose the studio" }],
      },
    });
  }

  for (const study of content.caseStudies) {
    const service = content.services.find((s) => s.id === study.line);
    const lines = [
      `${study.title}, for ${study.client} (${study.sector}): ${study.summary}`,
    ];
    if (study.results.length > 0) {
      lines.push(`Results: ${study.results.join(", ")}.`);
    }
    docs.push({
      id: `case:${study.id}`,
      kind: "case-study",
      line: study.line,
      title: `${study.title} ${study.client}`,
      tags: [study.sector, ...study.services, ...study.stack].join(" "),
      text: [
        study.summary,
        study.challenge,
        ...study.approach,
        ...study.results,
      ].join(" "),
      reply: {
        text: lines.join("\n"),
        links: [
          links.caseStudy(study),
          ...(service ? [links.services(service)] : []),
        ],
        topics: [{ kind: "case-study", id: study.id, label: study.title }],
      },
    });
  }

  return docs;
}
