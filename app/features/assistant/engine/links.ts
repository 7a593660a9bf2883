import {
  assistantFacts as facts,
  type FactSource,
} from "~/content/assistantFacts";
import { assistantLinkLabels as labels } from "~/content/assistantAnswers";
import { type AskKind } from "~/content/assistantVocabulary";
import { caseStudies } from "~/content/caseStudies";
import { homeSectionPath, sectionIds } from "~/content/sectionIds";
import { services } from "~/content/services";
import type { CaseStudy, Service, ServiceLineId } from "~/content/types";
import type { Sense } from "./understand";
import type { AnswerLink, Topic } from "./types";

/** The links answers carry, and the helpers concepts are built with. */
export const ask = (kind: AskKind): Sense => `a:${kind}`;

export const link = (source: FactSource): AnswerLink => ({
  label: source.label,
  to: source.to,
  ...(source.serviceTab ? { state: { serviceTab: source.serviceTab } } : {}),
});

export const lineOf = (id: ServiceLineId): Service =>
  services.find((service) => service.id === id) ?? services[0];

export const serviceLink = (id: ServiceLineId): AnswerLink => ({
  label: labels.services(lineOf(id).tabLabel),
  to: homeSectionPath(sectionIds.services),
  state: { serviceTab: id },
});

export const caseStudyLink = (study: CaseStudy): AnswerLink => ({
  label: labels.caseStudy(study.client),
  to: `/portfolio/${study.id}`,
});

export const contactLink: AnswerLink = link(facts.pricing.source);
export const portfolioLink: AnswerLink = {
  label: labels.portfolio,
  to: "/portfolio",
};
export const processLink: AnswerLink = {
  label: labels.process,
  to: homeSectionPath(sectionIds.process),
};
export const whyLink: AnswerLink = {
  label: labels.why,
  to: homeSectionPath(sectionIds.why),
};

export const subject = (label: string): Topic => ({ kind: "subject", label });

export const studyById = (id: string): CaseStudy | undefined =>
  caseStudies.find((study) => study.id === id);

export const studiesOf = (ids: readonly string[]): CaseStudy[] =>
  ids.flatMap((id) => studyById(id) ?? []);
