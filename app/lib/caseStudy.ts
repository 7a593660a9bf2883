import type { CaseStudy, ServiceLineId } from "~/content/types";

/** Ids longer than this are never a case study: they are shown not found. */
export const MAX_CASE_STUDY_ID_LENGTH = 100;

/** The search parameter holding the portfolio filter: `?line=web`. */
export const LINE_PARAM = "line";

export type LineFilter = ServiceLineId | "all";

/** URL values for each service line; the first one is the canonical one. */
const LINE_PARAM_VALUES: Record<ServiceLineId, readonly string[]> = {
  dev: ["web", "dev"],
  smm: ["social", "smm"],
};

function decodeRepeatedly(value: string): string {
  let decoded = value;
  // Params arrive decoded once; a doubly encoded link decodes once more.
  for (let round = 0; round < 2 && decoded.includes("%"); round += 1) {
    try {
      decoded = decodeURIComponent(decoded);
    } catch {
      break;
    }
  }
  return decoded;
}

/**
 * The id a visitor meant: decoded, trimmed, without trailing slashes and in
 * lower case. Null when nothing is left or it is too long to be an id.
 */
export function normaliseCaseStudyId(raw: string | undefined): string | null {
  if (!raw || raw.length > MAX_CASE_STUDY_ID_LENGTH * 3) return null;
  const id = decodeRepeatedly(raw).trim().replace(/\/+$/, "").toLowerCase();
  if (!id || id.length > MAX_CASE_STUDY_ID_LENGTH) return null;
  return id;
}

/** The case study an URL segment names, forgiving case, encoding and slashes. */
export function findCaseStudy(
  raw: string | undefined,
  studies: readonly CaseStudy[],
): CaseStudy | undefined {
  const id = normaliseCaseStudyId(raw);
  if (id === null) return undefined;
  return studies.find((study) => study.id === id);
}

export type Neighbours = { previous: CaseStudy; next: CaseStudy };

/** Previous and next case study, wrapping around so the list is a ring. */
export function neighbours(
  study: CaseStudy,
  studies: readonly CaseStudy[],
): Neighbours {
  const index = studies.findIndex((item) => item.id === study.id);
  const count = studies.length;
  if (index === -1 || count === 0) return { previous: study, next: study };
  return {
    previous: studies[(index - 1 + count) % count] ?? study,
    next: studies[(index + 1) % count] ?? study,
  };
}

/** `?line=` to a filter; anything unknown or missing shows everything. */
export function parseLineFilter(value: string | null | undefined): LineFilter {
  const wanted = value?.trim().toLowerCase();
  if (!wanted) return "all";
  if (LINE_PARAM_VALUES.dev.includes(wanted)) return "dev";
  if (LINE_PARAM_VALUES.smm.includes(wanted)) return "smm";
  return "all";
}

/** The search string for a filter: "" for all, "?line=web" otherwise. */
export function lineFilterSearch(filter: LineFilter): string {
  if (filter === "all") return "";
  return `?${LINE_PARAM}=${LINE_PARAM_VALUES[filter][0]}`;
}

export function filterByLine(
  studies: readonly CaseStudy[],
  filter: LineFilter,
): readonly CaseStudy[] {
  return filter === "all"
    ? studies
    : studies.filter((study) => study.line === filter);
}

const KEBAB_CASE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function emptyStrings(value: unknown, path: string): string[] {
  if (typeof value === "string") return value.trim() ? [] : [path];
  if (Array.isArray(value)) {
    if (value.length === 0) return [path];
    return value.flatMap((item, index) =>
      emptyStrings(item, `${path}[${index}]`),
    );
  }
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) =>
      emptyStrings(item, `${path}.${key}`),
    );
  }
  return [];
}

/**
 * What types cannot catch in the portfolio content, one message per problem,
 * each naming the case study: duplicate or malformed ids, empty fields,
 * images without a source, size or alt text, posters without a platform.
 */
export function caseStudyProblems(studies: readonly CaseStudy[]): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const study of studies) {
    const name = study.id || "(case study without an id)";
    if (seen.has(study.id)) problems.push(`${name}: duplicate id`);
    seen.add(study.id);
    if (!KEBAB_CASE.test(study.id))
      problems.push(`${name}: id is not kebab-case`);
    for (const path of emptyStrings(study, name)) {
      problems.push(`${path}: empty`);
    }
    for (const image of [study.cover, ...study.visuals]) {
      const label = `${name}: image ${image.src || "(no src)"}`;
      if (!image.src) problems.push(`${label} has no source`);
      if (image.alt.trim().length < 10)
        problems.push(`${label} needs alt text`);
      if (!(image.width > 0 && image.height > 0)) {
        problems.push(`${label} needs a width and height`);
      }
    }
    for (const visual of study.visuals) {
      if (
        (visual.kind === "reel" || visual.kind === "post") &&
        !visual.platform
      ) {
        problems.push(`${name}: poster ${visual.src} needs a platform`);
      }
    }
  }
  return problems;
}

type FeaturedChoice = {
  caseStudyIds: readonly string[];
  quoteIds: readonly string[];
  heroCaseStudyId?: string;
};

/**
 * What is wrong with the home page's choice of case studies and quotes, one
 * message per problem, each naming the id: ids no case study has, repeats, a
 * count other than three cards (or two to three quotes), a missing line.
 */
export function featuredWorkProblems(
  choice: FeaturedChoice,
  studies: readonly CaseStudy[],
  counts = { cards: 3, quotes: { min: 2, max: 3 } },
): string[] {
  const problems: string[] = [];
  const byId = new Map(studies.map((study) => [study.id, study]));
  const check = (ids: readonly string[], what: string) => {
    const seen = new Set<string>();
    for (const id of ids) {
      if (!byId.has(id))
        problems.push(`${what}: no case study has the id "${id}"`);
      if (seen.has(id)) problems.push(`${what}: "${id}" is listed twice`);
      seen.add(id);
    }
  };
  check(choice.caseStudyIds, "featured case studies");
  check(choice.quoteIds, "featured quotes");
  if (choice.heroCaseStudyId !== undefined) {
    check([choice.heroCaseStudyId], "the hero's case study");
    if (choice.caseStudyIds.includes(choice.heroCaseStudyId)) {
      problems.push(
        `the hero's case study: "${choice.heroCaseStudyId}" is already one of the three featured`,
      );
    }
  }
  if (choice.caseStudyIds.length !== counts.cards) {
    problems.push(
      `featured case studies: ${counts.cards} needed, ${choice.caseStudyIds.length} listed (${choice.caseStudyIds.join(", ") || "none"})`,
    );
  }
  const quoteCount = choice.quoteIds.length;
  if (quoteCount < counts.quotes.min || quoteCount > counts.quotes.max) {
    problems.push(
      `featured quotes: ${counts.quotes.min} to ${counts.quotes.max} needed, ${quoteCount} listed`,
    );
  }
  const lines = new Set(
    choice.caseStudyIds.map((id) => byId.get(id)?.line).filter(Boolean),
  );
  for (const line of ["dev", "smm"] as const) {
    if (!lines.has(line)) {
      problems.push(`featured case studies: none from the "${line}" line`);
    }
  }
  return problems;
}

/** The case studies with these ids, in the order given (unknown ids skipped). */
export function pickCaseStudies(
  ids: readonly string[],
  studies: readonly CaseStudy[],
): CaseStudy[] {
  return ids.flatMap((id) => studies.filter((study) => study.id === id));
}
