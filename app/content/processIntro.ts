/**
 * The process section's heading: words the page carries with its route.
 * The steps (`process.ts`) are the page's data.
 */
export const processIntro = {
  eyebrow: "Process",
  heading: "How we work",
  lead: "Four steps, one shared board, and a weekly update you can read in two minutes.",
};
