/**
 * The legal texts, each opened by its URL hash: `#terms` and so on. Apart
 * from the texts themselves (`legal.ts`), which load only when one opens.
 */
export const legalIds = ["terms", "privacy", "accessibility"] as const;

export type LegalId = (typeof legalIds)[number];

/** Each legal text's title: its heading, and the name links give it. */
export const legalTitles = {
  terms: "Terms & Conditions",
  privacy: "Privacy Policy",
  accessibility: "Accessibility statement",
} as const satisfies Record<LegalId, string>;
