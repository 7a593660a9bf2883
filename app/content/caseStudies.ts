import type { CaseStudy } from "./types";

export const caseStudies: readonly CaseStudy[] = [];
