import { describe, expect, it } from "vitest";
import { about as enAbout } from "../about";
import {
  caseStudies,
  caseStudyCopy as enCaseStudyCopy,
  portfolioCopy as enPortfolioCopy,
} from "../caseStudies";
import {
  consoleCopy as enConsoleCopy,
  consoleLines as enConsoleLines,
} from "../console";
import { faq as enFaq } from "../faq";
import { faqIntro as enFaqIntro } from "../faqIntro";
import { featuredWork as enFeaturedWork } from "../featuredWork";
import { hero as enHero } from "../hero";
import { heroLabels as enHeroLabels } from "../heroLabels";
import { insightsCopy as enInsightsCopy } from "../insightsCopy";
import { insightsTeaser as enInsightsTeaser } from "../insightsTeaser";
import { processSteps as enProcessSteps } from "../process";
import { processIntro as enProcessIntro } from "../processIntro";
import { serviceLineLabels as enServiceLineLabels } from "../serviceLines";
import { services as enServices } from "../services";
import { servicesIntro as enServicesIntro } from "../servicesIntro";
import { localizedCaseStudies } from "../caseStudyText";
import type { CaseStudy } from "../types";
import { whyCards as enWhyCards } from "../why";
import { whyIntro as enWhyIntro } from "../whyIntro";
import { about } from "./about";
import { caseStudyCopy, caseStudyTexts, portfolioCopy } from "./caseStudies";
import { consoleCopy, consoleLines } from "./console";
import { faq } from "./faq";
import { faqIntro } from "./faqIntro";
import { featuredWork } from "./featuredWork";
import { hero } from "./hero";
import { heroLabels } from "./heroLabels";
import { insightsCopy } from "./insightsCopy";
import { insightsTeaser } from "./insightsTeaser";
import { processSteps } from "./process";
import { processIntro } from "./processIntro";
import { serviceLineLabels } from "./serviceLines";
import { services } from "./services";
import { servicesIntro } from "./servicesIntro";
import { whyCards } from "./why";
import { whyIntro } from "./whyIntro";

const DEVANAGARI = /[\u0900-\u097F]/;
const LATIN = /[A-Za-z]/;
/** A figure as written: 9, 1,900, 6.4 (not the 11 of "A11y"). */
const FIGURE = /(?<![A-Za-z\d])\d+(?:[.,]\d+)*/g;
/** Wide enough for the console at 320 px without wrapping mid-word. */
const CONSOLE_LINE_MAX = 40;

/**
 * Texts that are the same in Hindi by nature, so they may stay in Latin
 * letters: names of technologies, products and platforms as people use them,
 * and the commands typed in the hero's console.
 */
const techNames = [
  // The hero's chips: every one a technology's or a product's name.
  ...enHero.chips,
  "React Router",
  "Meta Ads",
  "SEO",
  "Instagram",
  "Reels",
  "3D",
  "Core Web Vitals",
  "WCAG AA",
  "Shopify Storefront API",
  "Firebase: Firestore, Auth, Cloud Functions",
];
const figuresWithUnits = ["< 1s TTI", "95+ Lighthouse", "Lighthouse 95+"];
const consoleCommands = enConsoleLines
  .filter((line) => line.type === "cmd")
  .map((line) => line.text);
const sameByNature = new Set<string>([
  ...techNames,
  ...figuresWithUnits,
  ...consoleCommands,
]);

/**
 * Figures a Hindi text writes where the English one has a word for them
 * ("noon": दोपहर 12 बजे), by key path.
 */
const figuresForWords: Record<string, readonly string[]> = {
  "tiffin-street-dispatch.challenge": ["12"],
};

/**
 * Keys whose values are data, not words: ids, line types, who speaks,
 * links. The Hindi value must be the English one.
 */
const dataKeys = new Set([
  "id",
  "type",
  "from",
  "to",
  "path",
  "caseStudyIds",
  "heroCaseStudyId",
  "quoteIds",
]);

/**
 * The arguments each function of the copy is called with, by key path.
 * A function without samples here fails the test, so a new one gets some.
 */
const sampleArguments: Record<string, readonly (readonly unknown[])[]> = {
  "heroLabels.measuredOn": [["12/11/2026"]],
  "servicesIntro.moreItems": [[1], [4]],
  "whyIntro.badgesLabel": [["Minimalist UI"]],
  "faqIntro.more": [[1], [9]],
  "insightsCopy.readingTime": [[1], [7]],
  "portfolioCopy.status.all": [[1], [8]],
  "portfolioCopy.status.line": [
    [1, 8, "Web"],
    [4, 8, "Social"],
  ],
};

/** Each English export beside its Hindi one, named by the export. */
const pairs: [string, unknown, unknown][] = [
  ["hero", enHero, hero],
  ["heroLabels", enHeroLabels, heroLabels],
  ["about", enAbout, about],
  ["servicesIntro", enServicesIntro, servicesIntro],
  ["services", enServices, services],
  ["serviceLineLabels", enServiceLineLabels, serviceLineLabels],
  ["processIntro", enProcessIntro, processIntro],
  ["processSteps", enProcessSteps, processSteps],
  ["whyIntro", enWhyIntro, whyIntro],
  ["whyCards", enWhyCards, whyCards],
  ["faq", enFaq, faq],
  ["faqIntro", enFaqIntro, faqIntro],
  ["consoleCopy", enConsoleCopy, consoleCopy],
  ["consoleLines", enConsoleLines, consoleLines],
  ["featuredWork", enFeaturedWork, featuredWork],
  ["insightsCopy", enInsightsCopy, insightsCopy],
  ["insightsTeaser", enInsightsTeaser, insightsTeaser],
  ["portfolioCopy", enPortfolioCopy, portfolioCopy],
  ["caseStudyCopy", enCaseStudyCopy, caseStudyCopy],
];

function figures(text: string): string[] {
  return text.match(FIGURE) ?? [];
}

/** What is wrong with one Hindi text beside its English one. */
function textProblems(path: string, en: string, hi: string): string[] {
  if (/^[/#]/.test(en) || !LATIN.test(en)) {
    return hi === en
      ? []
      : [`${path}: "${hi}" should be "${en}" as in English`];
  }
  const problems: string[] = [];
  if (!DEVANAGARI.test(hi) && !(hi === en && sameByNature.has(en))) {
    problems.push(`${path}: "${hi}" is not in Hindi (English "${en}")`);
  }
  const hiFigures = figures(hi);
  const enFigures = figures(en);
  for (const figure of enFigures) {
    if (!hiFigures.includes(figure)) {
      problems.push(`${path}: loses the figure ${figure} of "${en}"`);
    }
  }
  for (const figure of hiFigures) {
    if (
      !enFigures.includes(figure) &&
      !figuresForWords[path]?.includes(figure)
    ) {
      problems.push(`${path}: has the figure ${figure}, not in "${en}"`);
    }
  }
  return problems;
}

function isFunction(value: unknown): value is (...args: unknown[]) => unknown {
  return typeof value === "function";
}

/**
 * Walks an English value and its Hindi translation together and lists what
 * differs, each problem naming its key path: a missing or extra key, a list
 * of another length, a text left in English, a lost figure, changed data.
 */
function translationProblems(
  path: string,
  en: unknown,
  hi: unknown,
  sameKeys: ReadonlySet<string> = dataKeys,
): string[] {
  const key = path.replace(/^.*[.[]/, "").replace(/\]$/, "");
  if (sameKeys.has(key)) {
    return JSON.stringify(hi) === JSON.stringify(en)
      ? []
      : [`${path}: ${JSON.stringify(hi)} should be ${JSON.stringify(en)}`];
  }
  if (isFunction(en)) {
    if (!isFunction(hi)) return [`${path}: is not a function`];
    const samples = sampleArguments[path];
    if (!samples) return [`${path}: has no sample arguments in this test`];
    return samples.flatMap((args) => {
      const call = `${path}(${args.map((arg) => JSON.stringify(arg)).join(", ")})`;
      const result = hi(...args);
      const missing = args
        .filter((arg) => !String(result).includes(String(arg)))
        .map((arg) => `${call}: "${String(result)}" leaves out ${String(arg)}`);
      return [...missing, ...translationProblems(call, en(...args), result)];
    });
  }
  if (Array.isArray(en)) {
    if (!Array.isArray(hi)) return [`${path}: is not a list`];
    if (hi.length !== en.length) {
      return [`${path}: has ${hi.length} items, English ${en.length}`];
    }
    return en.flatMap((item, index) =>
      translationProblems(`${path}[${index}]`, item, hi[index], sameKeys),
    );
  }
  if (en !== null && typeof en === "object") {
    if (hi === null || typeof hi !== "object" || Array.isArray(hi)) {
      return [`${path}: is not an object`];
    }
    const enKeys = Object.keys(en);
    const hiKeys = Object.keys(hi);
    return [
      ...enKeys
        .filter((name) => !hiKeys.includes(name))
        .map((name) => `${path}.${name}: missing in Hindi`),
      ...hiKeys
        .filter((name) => !enKeys.includes(name))
        .map((name) => `${path}.${name}: not in English`),
      ...enKeys
        .filter((name) => hiKeys.includes(name))
        .flatMap((name) =>
          translationProblems(
            `${path}.${name}`,
            (en as Record<string, unknown>)[name],
            (hi as Record<string, unknown>)[name],
            sameKeys,
          ),
        ),
    ];
  }
  if (typeof en === "string") {
    return typeof hi === "string"
      ? textProblems(path, en, hi)
      : [`${path}: is not a text`];
  }
  return Object.is(en, hi)
    ? []
    : [`${path}: ${String(hi)}, English ${String(en)}`];
}

/** The words of an English case study, in the shape of its translation. */
function caseStudyWords(study: CaseStudy) {
  return {
    title: study.title,
    sector: study.sector,
    services: study.services,
    summary: study.summary,
    challenge: study.challenge,
    approach: study.approach,
    results: study.results,
    stack: study.stack,
    quote: study.quote,
    cover: { alt: study.cover.alt },
    visuals: study.visuals.map(({ alt, caption }) => ({ alt, caption })),
  };
}

describe("the home page, portfolio and insights copy in Hindi", () => {
  it.each(pairs)(
    "%s has every key, list, text and figure of the English",
    (name, en, hi) => {
      expect(translationProblems(name, en, hi)).toEqual([]);
    },
  );

  it("names what a walk finds wrong by its key path", () => {
    const en = {
      id: "a",
      title: "Launch in 3 days",
      items: ["One", "Two"],
      to: "/portfolio",
    };
    const hi = {
      id: "b",
      title: "4 दिन में लॉन्च",
      items: ["एक"],
      to: "/hi/portfolio",
      extra: "",
    };
    expect(translationProblems("sample", en, hi)).toEqual([
      "sample.extra: not in English",
      'sample.id: "b" should be "a"',
      'sample.title: loses the figure 3 of "Launch in 3 days"',
      'sample.title: has the figure 4, not in "Launch in 3 days"',
      "sample.items: has 1 items, English 2",
      'sample.to: "/hi/portfolio" should be "/portfolio"',
    ]);
    expect(
      translationProblems("sample", { title: "Lead" }, { title: "Lead" }),
    ).toEqual(['sample.title: "Lead" is not in Hindi (English "Lead")']);
  });

  it("gives every FAQ entry keywords in Devanagari and in Hinglish", () => {
    const lacking = faq
      .filter(
        ({ keywords }) => !DEVANAGARI.test(keywords) || !LATIN.test(keywords),
      )
      .map((entry) => entry.id);
    expect(lacking).toEqual([]);
  });

  it("keeps the Hindi console lines short enough for a phone", () => {
    const long = consoleLines.filter(
      (line) => line.text.length > CONSOLE_LINE_MAX,
    );
    expect(long).toEqual([]);
  });
});

describe("the case studies in Hindi", () => {
  it("has one text for every case study and none for a study that is not there", () => {
    expect(Object.keys(caseStudyTexts).sort()).toEqual(
      caseStudies.map((study) => study.id).sort(),
    );
  });

  it.each(caseStudies.map((study) => [study.id, study] as const))(
    "%s has every text, list item and figure, and its client's name as in English",
    (id, study) => {
      const words = caseStudyWords(study);
      const text = caseStudyTexts[id];
      expect(translationProblems(id, words, text)).toEqual([]);
      const [localized] = localizedCaseStudies([study], caseStudyTexts);
      expect(localized?.client).toBe(study.client);
    },
  );
});
