import { describe, expect, it } from "vitest";
import { featuredWorkProblems, pickCaseStudies } from "~/lib/caseStudy";
import { caseStudies } from "./caseStudies";
import {
  FEATURED_CASE_STUDY_COUNT,
  FEATURED_QUOTE_RANGE,
  featuredWork,
} from "./featuredWork";

const counts = {
  cards: FEATURED_CASE_STUDY_COUNT,
  quotes: FEATURED_QUOTE_RANGE,
};

describe("the home page's featured work", () => {
  it("names three case studies that exist, covering both service lines", () => {
    const featured = pickCaseStudies(featuredWork.caseStudyIds, caseStudies);
    expect(featured.map((study) => study.id)).toEqual(
      featuredWork.caseStudyIds,
    );
    expect(featured).toHaveLength(3);
    expect(new Set(featured.map((study) => study.line))).toEqual(
      new Set(["dev", "smm"]),
    );
    expect(featuredWorkProblems(featuredWork, caseStudies, counts)).toEqual([]);
  });

  it("quotes two or three clients from case studies that exist", () => {
    const quoted = pickCaseStudies(featuredWork.quoteIds, caseStudies);
    expect(quoted.length).toBeGreaterThanOrEqual(2);
    expect(quoted.length).toBeLessThanOrEqual(3);
    expect(quoted.map((study) => study.id)).toEqual(featuredWork.quoteIds);
  });

  it("names a featured id that no case study has", () => {
    const choice = {
      caseStudyIds: [
        "hospital-registration",
        "no-such-study",
        "kiln-coffee-storefront",
      ],
      quoteIds: featuredWork.quoteIds,
    };
    expect(featuredWorkProblems(choice, caseStudies, counts)).toContain(
      'featured case studies: no case study has the id "no-such-study"',
    );
  });

  const chosen = {
    caseStudyIds: featuredWork.caseStudyIds,
    quoteIds: featuredWork.quoteIds,
  };

  it.each([
    {
      what: "a hero case study that does not exist",
      choice: { ...chosen, heroCaseStudyId: "no-such-study" },
      problems: [
        'the hero\'s case study: no case study has the id "no-such-study"',
      ],
    },
    {
      what: "a hero case study that repeats a card",
      choice: { ...chosen, heroCaseStudyId: "hospital-registration" },
      problems: [
        'the hero\'s case study: "hospital-registration" is already one of the three featured',
      ],
    },
    {
      what: "a quoted id that no case study has",
      choice: { ...chosen, quoteIds: ["haldi-house-reels", "gone-study"] },
      problems: ['featured quotes: no case study has the id "gone-study"'],
    },
    {
      what: "fewer than three case studies, listing the ones given",
      choice: {
        ...chosen,
        caseStudyIds: ["hospital-registration", "bunkar-looms-launch"],
      },
      problems: [
        "featured case studies: 3 needed, 2 listed (hospital-registration, bunkar-looms-launch)",
      ],
    },
    {
      what: "a choice from one service line only",
      choice: {
        ...chosen,
        caseStudyIds: [
          "hospital-registration",
          "kiln-coffee-storefront",
          "tiffin-street-dispatch",
        ],
      },
      problems: ['featured case studies: none from the "smm" line'],
    },
    {
      what: "the same case study twice and a single quote",
      choice: {
        caseStudyIds: [
          "hospital-registration",
          "hospital-registration",
          "bunkar-looms-launch",
        ],
        quoteIds: ["haldi-house-reels"],
      },
      problems: [
        'featured case studies: "hospital-registration" is listed twice',
        "featured quotes: 2 to 3 needed, 1 listed",
      ],
    },
  ])("refuses $what", ({ choice, problems }) => {
    expect(featuredWorkProblems(choice, caseStudies, counts)).toEqual(problems);
  });
});
