import type { WhyCard } from "./types";

export const whyCards = [
  {
    id: "performance-led",
    title: "Performance-led",
    copy: "Every build has a speed budget and we measure it before launch, because a slow page loses customers on patchy 4G.",
    badges: ["Lighthouse 95+", "Core Web Vitals"],
  },
  {
    id: "minimalist-ui",
    title: "Minimalist UI",
    copy: "Clear layouts, readable type and nothing your visitors have to figure out. Accessible to WCAG AA by default.",
    badges: ["WCAG AA", "Mobile first"],
  },
  {
    id: "tech-creative",
    title: "Tech + Creative",
    copy: "Developers and designers share one board, so your website, reels and banners launch together and look related.",
    badges: ["One team", "One calendar"],
  },
] as const satisfies readonly WhyCard[];
