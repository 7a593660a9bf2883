import type { ProcessStep } from "./types";

export const processSteps = [
  {
    id: "discover",
    title: "Discover",
    body: "A 30-minute call and a short audit of your site and socials. You get a written scope and a fixed quote within a day.",
  },
  {
    id: "design",
    title: "Design",
    body: "Wireframes and a visual direction in Figma, or a content calendar with sample posts. You review, we refine.",
  },
  {
    id: "develop",
    title: "Develop",
    body: "We build in small weekly releases on a preview link, tested on real phones and checked with Lighthouse and axe.",
  },
  {
    id: "launch",
    title: "Launch",
    body: "We go live, hand over logins and a short guide, then watch the numbers with you for the first month.",
  },
] as const satisfies readonly ProcessStep[];
