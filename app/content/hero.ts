import { sectionHash, sectionIds } from "./sectionIds";
import type { Stat } from "./types";

/** The tools the hero names: the same in every language. */
export const heroChips = [
  "React",
  "TypeScript",
  "Node.js",
  "Supabase",
  "Figma",
  "Blender",
  "Meta Business Suite",
] as const;

export const hero = {
  headlineLead: "We Help",
  headlineEmphasis: "BRANDS",
  headlineTail: "Become their best",
  tagline: "Clean, Professional, fast, and meticulously engineered.",
  intro:
    "A remote-first studio in New Delhi: we build websites that load before your visitor blinks and run social content that keeps your brand in the feed.",
  primaryCta: { label: "Start a project", to: sectionHash(sectionIds.contact) },
  secondaryCta: { label: "Explore now", to: sectionHash(sectionIds.services) },
  chips: heroChips,
  stats: [
    {
      value: "98/100",
      label: "Average Lighthouse performance",
      proof: {
        label: "How we measure",
        to: "/insights/fast-sites-on-indian-mobile-data",
      },
    },
    {
      value: "120+",
      label: "Projects delivered",
      proof: { label: "See the work", to: "/portfolio" },
    },
  ],
} as const satisfies {
  chips: readonly string[];
  stats: readonly Stat[];
  [key: string]: unknown;
};
