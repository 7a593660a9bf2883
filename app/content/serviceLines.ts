import type { ServiceLineId } from "./types";

/**
 * Names of the two service lines, as the portfolio filter and the case-study
 * cards show them. Apart from the case studies, so a card can name its line
 * without bringing the whole portfolio into the page's JavaScript.
 */
export const serviceLineLabels = {
  dev: "Web Development",
  smm: "Social Media Marketing",
} as const satisfies Record<ServiceLineId, string>;
