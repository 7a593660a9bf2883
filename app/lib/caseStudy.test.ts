import { describe, expect, it } from "vitest";
import { caseStudies } from "~/content/caseStudies";
import type { CaseStudy } from "~/content/types";
import {
  caseStudyProblems,
  filterByLine,
  findCaseStudy,
  lineFilterSearch,
  MAX_CASE_STUDY_ID_LENGTH,
  neighbours,
  parseLineFilter,
} from "./caseStudy";

function study(id: string, line: CaseStudy["line"] = "dev"): CaseStudy {
  const base = caseStudies[0];
  if (!base) throw new Error("The portfolio has no case studies");
  return { ...base, id, line };
}

describe("findCaseStudy", () => {
  it.each([
    ["hospital-registration"],
    ["Hospital-Registration"],
    ["HOSPITAL-REGISTRATION"],
    ["hospital-registration/"],
    ["hospital-registration//"],
    ["  hospital-registration "],
    ["hospital%2Dregistration"],
    ["hospital%252Dregistration"],
  ])("finds the hospital case study from %j", (raw) => {
    expect(findCaseStudy(raw, caseStudies)?.id).toBe("hospital-registration");
  });

  it.each([
    [undefined],
    [""],
    ["/"],
    ["not-a-case"],
    ["hospital"],
    ["%E0%A4%"],
    ["hospital-registration".repeat(20)],
    ["a".repeat(MAX_CASE_STUDY_ID_LENGTH + 1)],
  ])("finds nothing for %j", (raw) => {
    expect(findCaseStudy(raw, caseStudies)).toBeUndefined();
  });
});

describe("neighbours", () => {
  const ring = [study("a"), study("b"), study("c")];

  it("wraps the first back to the last and the last on to the first", () => {
    expect(neighbours(ring[0] as CaseStudy, ring)).toMatchObject({
      previous: { id: "c" },
      next: { id: "b" },
    });
    expect(neighbours(ring[2] as CaseStudy, ring)).toMatchObject({
      previous: { id: "b" },
      next: { id: "a" },
    });
  });

  it("visits every case study once when following next", () => {
    const visited: string[] = [];
    let current = caseStudies[0] as CaseStudy;
    for (let step = 0; step < caseStudies.length; step += 1) {
      visited.push(current.id);
      current = neighbours(current, caseStudies).next;
    }
    expect(visited).toEqual(caseStudies.map((item) => item.id));
    expect(current.id).toBe(caseStudies[0]?.id);
  });
});

describe("line filter", () => {
  it.each([
    ["web", "dev"],
    ["Web", "dev"],
    ["dev", "dev"],
    ["social", "smm"],
    [" SOCIAL ", "smm"],
    ["smm", "smm"],
    ["all", "all"],
    ["design", "all"],
    ["", "all"],
    [null, "all"],
  ] as const)("reads ?line=%j as %s", (value, filter) => {
    expect(parseLineFilter(value)).toBe(filter);
  });

  it("writes each filter as a URL that reads back the same", () => {
    expect(lineFilterSearch("all")).toBe("");
    expect(lineFilterSearch("dev")).toBe("?line=web");
    expect(lineFilterSearch("smm")).toBe("?line=social");
    for (const filter of ["dev", "smm"] as const) {
      const value = new URLSearchParams(lineFilterSearch(filter)).get("line");
      expect(parseLineFilter(value)).toBe(filter);
    }
  });

  it("keeps only the chosen line, and everything for all", () => {
    const mixed = [study("a", "dev"), study("b", "smm"), study("c", "dev")];
    expect(filterByLine(mixed, "dev").map((item) => item.id)).toEqual([
      "a",
      "c",
    ]);
    expect(filterByLine(mixed, "smm").map((item) => item.id)).toEqual(["b"]);
    expect(filterByLine(mixed, "all")).toHaveLength(3);
  });
});

describe("caseStudyProblems", () => {
  it("names a duplicate id", () => {
    expect(caseStudyProblems([study("twin"), study("twin")])).toContain(
      "twin: duplicate id",
    );
  });

  it("names an id that is not kebab-case", () => {
    expect(caseStudyProblems([study("Not_Kebab")])).toContain(
      "Not_Kebab: id is not kebab-case",
    );
  });

  it("names an empty field and an empty list", () => {
    const problems = caseStudyProblems([
      { ...study("blank"), challenge: " ", results: [] },
    ]);
    expect(problems).toContain("blank.challenge: empty");
    expect(problems).toContain("blank.results: empty");
  });

  it("names an image without a source or alt text", () => {
    const base = study("no-image");
    const problems = caseStudyProblems([
      { ...base, cover: { ...base.cover, src: "", alt: "" } },
    ]);
    expect(problems).toContain("no-image: image (no src) has no source");
    expect(problems).toContain("no-image: image (no src) needs alt text");
  });
});
