/**
 * Dependency hygiene.
 *
 * - `npm run deps:check` (a maintainer, monthly or before a release): what
 *   `npm outdated` lists, each with its kind of update and, for a major, the
 *   upgrade guide to follow; the releases held back on purpose and why; then
 *   whether the installed tree is valid (`npm ls --all`) and the audit.
 *   Exits 1 while anything not held back is behind.
 * - `npm run deps:audit` (CI): known vulnerabilities of severity high or
 *   critical fail; a registry that does not answer audits is said in one
 *   line and skipped.
 */
import { spawnSync } from "node:child_process";

/** `npm outdated --json`: one entry per package (an array if installed twice). */
type OutdatedEntry = { current?: string; wanted?: string; latest: string };
export type Outdated = Record<string, OutdatedEntry | OutdatedEntry[]>;

/** Upgrade guides of the packages whose majors change how the site is built. */
export const GUIDES: Record<string, string> = {
  "react-router": "https://reactrouter.com/upgrading (and its CHANGELOG.md)",
  "@react-router/dev": "https://reactrouter.com/upgrading",
  "@react-router/node": "https://reactrouter.com/upgrading",
  react: "https://react.dev/blog (the release's upgrade guide)",
  "react-dom": "https://react.dev/blog (the release's upgrade guide)",
  vite: "https://vite.dev/guide/migration",
  vitest: "https://vitest.dev/guide/migration",
  eslint: "https://eslint.org/docs/latest/use/migrate-to-10.0.0",
  "@eslint/js": "https://eslint.org/docs/latest/use/migrate-to-10.0.0",
  typescript: "https://devblogs.microsoft.com/typescript (release notes)",
  "@playwright/test": "https://playwright.dev/docs/release-notes",
  lighthouse: "https://github.com/GoogleChrome/lighthouse/releases",
  jsdom: "jsdom's Changelog.md",
  zod: "https://zod.dev (changelog)",
  "react-hook-form": "https://react-hook-form.com (migration notes)",
  "@hookform/resolvers": "its CHANGELOG on the registry page",
};

/**
 * Releases held back on purpose: the newest release line a package may take
 * while the reason holds (`upTo`: a major such as "24", or a major and minor
 * such as "8.4"). Remove an entry once its reason is gone.
 */
export const HELD: Record<string, { upTo: string; reason: string }> = {
  "@types/node": {
    upTo: "24",
    reason: "the site runs on Node 24; its types follow the runtime",
  },
  eslint: {
    upTo: "9",
    reason: "eslint-plugin-jsx-a11y 6.10.2 (latest) accepts ESLint up to 9",
  },
  "@eslint/js": { upTo: "9", reason: "goes with eslint" },
  typescript: {
    upTo: "6",
    reason: "typescript-eslint 8 (latest) supports TypeScript below 6.1",
  },
  "react-router": {
    upTo: "8.4",
    reason:
      "@react-router/dev's latest is 8.4.0, and the framework's packages go together; 8.5.1 also adds 2.7 kB gzip to every page's up-front JavaScript for changes this site does not use (issue 24)",
  },
  "@react-router/node": { upTo: "8.4", reason: "goes with react-router" },
};

/** Whether `latest` is past the newest release line `upTo` allows. */
function beyond(latest: string, upTo: string): boolean {
  const have = latest.split(".").map(Number);
  const limit = upTo.split(".").map(Number);
  for (const [index, bound] of limit.entries()) {
    const part = have[index] ?? 0;
    if (part !== bound) return part > bound;
  }
  return false;
}

function kindOf(current: string, latest: string): "major" | "minor" | "patch" {
  const [a, b] = [current, latest].map((v) => v.split(".").map(Number));
  if (a?.[0] !== b?.[0]) return "major";
  if (a?.[1] !== b?.[1]) return "minor";
  return "patch";
}

/** One line per outdated package: `due` ones to do, `held` ones explained. */
export function outdatedReport(outdated: Outdated) {
  const due: string[] = [];
  const held: string[] = [];
  for (const [name, info] of Object.entries(outdated)) {
    const entry = Array.isArray(info) ? info[0] : info;
    if (!entry) continue;
    const { current, latest } = entry;
    if (!current) {
      due.push(`${name}: not installed (run npm ci), latest ${latest}`);
      continue;
    }
    const kind = kindOf(current, latest);
    const hold = HELD[name];
    if (hold && beyond(latest, hold.upTo)) {
      held.push(`${name} ${current} (latest ${latest}): ${hold.reason}`);
      continue;
    }
    const guide =
      kind === "major"
        ? `: follow ${GUIDES[name] ?? "its changelog's upgrade notes"}`
        : "";
    due.push(`${name} ${current} → ${latest} (${kind})${guide}`);
  }
  return { due, held };
}

/** The audit's JSON (`npm audit --json`) as one line and whether it fails. */
export function auditVerdict(json: string): { line: string; fails: boolean } {
  let report: {
    error?: unknown;
    statusCode?: number;
    message?: string;
    metadata?: { vulnerabilities?: Record<string, number> };
  };
  try {
    report = JSON.parse(json) as typeof report;
  } catch {
    return {
      line: "npm audit: no answer from the registry (not JSON); skipped.",
      fails: false,
    };
  }
  const counts = report.metadata?.vulnerabilities;
  if (report.error || !counts) {
    const why = report.message ?? `status ${report.statusCode ?? "unknown"}`;
    return {
      line: `npm audit: the registry does not answer audits (${why}); skipped.`,
      fails: false,
    };
  }
  const serious = (counts.high ?? 0) + (counts.critical ?? 0);
  const summary = ["critical", "high", "moderate", "low"]
    .map((level) => `${counts[level] ?? 0} ${level}`)
    .join(", ");
  return {
    line: serious
      ? `npm audit: ${summary}. Fix the high and critical ones (npm audit for details).`
      : `npm audit: ${summary}; nothing high or critical.`,
    fails: serious > 0,
  };
}

function npm(args: string[]) {
  return spawnSync("npm", args, { encoding: "utf8" });
}

function audit(): boolean {
  const verdict = auditVerdict(npm(["audit", "--json"]).stdout);
  (verdict.fails ? console.error : console.log)(verdict.line);
  return !verdict.fails;
}

function check(): boolean {
  const outdated = npm(["outdated", "--json"]).stdout.trim() || "{}";
  const { due, held } = outdatedReport(JSON.parse(outdated) as Outdated);
  console.log(
    due.length
      ? `To update (one at a time, each with its guide; then npm run check):\n  ${due.join("\n  ")}`
      : "Every dependency is at its latest release, or held back below.",
  );
  if (held.length) console.log(`Held back:\n  ${held.join("\n  ")}`);
  const tree = npm(["ls", "--all"]);
  console.log(
    tree.status === 0
      ? "npm ls --all: the installed tree is valid."
      : `npm ls --all failed:\n${tree.stderr.trim()}`,
  );
  const audited = audit();
  return due.length === 0 && tree.status === 0 && audited;
}

if (import.meta.main) {
  const ok = process.argv[2] === "audit" ? audit() : check();
  process.exit(ok ? 0 : 1);
}
