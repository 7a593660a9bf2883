import type { legalTitles as enLegalTitles } from "../legalIds";
import type { Translation } from "../translation";

export const legalTitles: Translation<typeof enLegalTitles> = {
  terms: "नियम और शर्तें",
  privacy: "गोपनीयता नीति",
  accessibility: "सुलभता विवरण",
};
