/**
 * The hero's labels: words the page carries with its route. The hero's
 * text itself (`hero.ts`) is the page's data.
 */
export const heroLabels = {
  chipsLabel: "Technologies we build with",
  /** Under a figure with a date: "Measured 12 Nov 2026". */
  measuredOn: (date: string) => `Measured ${date}`,
};
