import type { CaseStudy, Service } from "~/content/types";
import type { AnswerLink } from "./types";

/** Where answers point. Home sections go through `/Home#…`. */
export const links = {
  services: (service: Service): AnswerLink => ({
    label: `${service.tabLabel} services`,
    to: "/Home#services",
    state: { serviceTab: service.id },
  }),
  process: { label: "How we work", to: "/Home#process" } as AnswerLink,
  why: { label: "Why choose us", to: "/Home#why" } as AnswerLink,
  contact: { label: "Contact form", to: "/Home#contact" } as AnswerLink,
  portfolio: { label: "All case studies", to: "/portfolio" } as AnswerLink,
  caseStudy: (study: CaseStudy): AnswerLink => ({
    label: `Case study: ${study.title}`,
    to: `/portfolio/${study.id}`,
  }),
};

function linkKey(link: AnswerLink): string {
  return `${link.to}|${link.state?.serviceTab ?? ""}`;
}

/** Links in order, each once, at most `limit`. */
export function uniqueLinks(
  all: readonly AnswerLink[],
  limit = 4,
): AnswerLink[] {
  const seen = new Set<string>();
  const result: AnswerLink[] = [];
  for (const link of all) {
    const key = linkKey(link);
    if (seen.has(key)) continue;
    seen.add(key);
    result.push(link);
    if (result.length === limit) break;
  }
  return result;
}

/** Ends a phrase with a full stop unless it already has punctuation. */
export function sentence(text: string): string {
  const trimmed = text.trim();
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}
