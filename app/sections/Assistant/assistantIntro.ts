/**
 * The section's heading copy. Kept apart from the chat's copy so only these
 * few words ship with the page; the rest loads with the chat.
 */
export const assistantIntro = {
  eyebrow: "Assistant",
  heading: "Ask the project assistant",
  lead: "Quick answers from this site's services, process and case studies, at any hour. It never guesses: what it can't find here goes to the studio.",
} as const;
