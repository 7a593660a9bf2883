/**
 * The why section's heading and labels: words the page carries with its
 * route. The statements (`why.ts`) are the page's data.
 */
export const whyIntro = {
  eyebrow: "Why us",
  heading: "Why choose us",
  lead: "Small enough to care about every pixel, experienced enough to ship on time.",
  badgesLabel: (card: string) => `${card} highlights`,
};
