import type { measuredCopy as enMeasuredCopy } from "../measured";
import type { Translation } from "../translation";
import { hiNumber } from "./format";

export const measuredCopy: Translation<typeof enMeasuredCopy> = {
  howLink: "हमने कैसे मापा",
  howPath: "/insights/fast-sites-on-indian-mobile-data",
  measuredOn: (date) => `${date} को मापा गया`,
  lighthouse: (score, runs) =>
    `इस पेज का Lighthouse परफ़ॉर्मेंस: ${score}/100 (${hiNumber(runs)} रन का मीडियन)`,
  phoneLcp: (seconds, days) =>
    `फ़ोन पर असली विज़िटर: ${hiNumber(days)} दिनों में हर 4 में से 3 विज़िट में मुख्य कंटेंट ${seconds} में दिखा`,
  tti: (seconds) => `TTI ${seconds} (लैब)`,
  // A brand and a score: the same in both languages.
  lighthouseChip: (score) => `Lighthouse ${score}`,
  accessibilityChip: (score) => `सुलभता ${score}`,
  phoneInp: (ms) => `असली फ़ोनों पर टैप का जवाब ${hiNumber(ms)} ms में मिलता है`,
};
