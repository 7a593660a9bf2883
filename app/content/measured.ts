/**
 * The words around measured figures (lib/measured.ts): each says what was
 * measured, when, and links to how. The spec's own figures stay as they are.
 */
export const measuredCopy = {
  howLink: "how we measured",
  howPath: "/insights/fast-sites-on-indian-mobile-data",
  measuredOn: (date: string) => `measured on ${date}`,
  lighthouse: (score: number, runs: number) =>
    `Lighthouse performance of this page: ${score}/100 (median of ${runs} runs)`,
  phoneLcp: (seconds: string, days: number) =>
    `Real visitors on phones: main content in ${seconds} for 3 in 4 visits over ${days} days`,
  tti: (seconds: string) => `TTI ${seconds} (lab)`,
  lighthouseChip: (score: number) => `Lighthouse ${score}`,
  accessibilityChip: (score: number) => `Accessibility ${score}`,
  phoneInp: (ms: number) => `Real phones answer taps in ${ms} ms`,
} as const;

/** What the build found measured (scripts/measurements/read.ts). */
export type Measurements = {
  lighthouse?: {
    /** ISO time of the `npm run bench` run. */
    date: string;
    runs: number;
    performance: number;
    performanceMin: number;
    accessibility: number;
    ttiMs: number;
  };
  field?: {
    date: string;
    days: number;
    phoneLcpMs: number;
    phoneLcpViews: number;
    phoneInpMs?: number;
    phoneInpViews?: number;
  };
};

/**
 * One measured figure as shown: what, when ("measured on 27 Nov 2026" and
 * its ISO time), and the link to how it was measured.
 */
export type MeasuredFigure = {
  text: string;
  when: string;
  iso: string;
  howLabel: string;
  howPath: string;
};
