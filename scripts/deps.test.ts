import { describe, expect, it } from "vitest";
import { auditVerdict, outdatedReport } from "./deps";

describe("npm run deps:audit", () => {
  it("skips, in one line, a registry that does not answer audits", () => {
    // What `npm audit --json` prints when the registry refuses the request.
    const refused = JSON.stringify({
      message:
        "405 Method Not Allowed - POST https://registry.example/-/npm/v1/security/advisories/bulk",
      statusCode: 405,
      error: { summary: "", detail: "" },
    });
    const verdict = auditVerdict(refused);
    expect(verdict.fails).toBe(false);
    expect(verdict.line).toMatch(
      /^npm audit: the registry does not answer audits \(405 Method Not Allowed[^\n]*\); skipped\.$/,
    );
    expect(auditVerdict("").fails).toBe(false);
  });

  it("fails on a high or critical advisory, not on moderate ones", () => {
    const report = (counts: Record<string, number>) =>
      JSON.stringify({
        auditReportVersion: 2,
        vulnerabilities: {},
        metadata: {
          vulnerabilities: {
            info: 0,
            low: 0,
            moderate: 0,
            high: 0,
            critical: 0,
            ...counts,
          },
        },
      });
    expect(auditVerdict(report({})).fails).toBe(false);
    expect(auditVerdict(report({ moderate: 2, low: 1 }))).toEqual({
      line: "npm audit: 0 critical, 0 high, 2 moderate, 1 low; nothing high or critical.",
      fails: false,
    });
    expect(auditVerdict(report({ high: 1 })).fails).toBe(true);
    expect(auditVerdict(report({ critical: 1 })).line).toContain(
      "1 critical, 0 high",
    );
  });
});

describe("npm run deps:check", () => {
  it("lists each update with its kind, and the guide to follow for a major", () => {
    const { due, held } = outdatedReport({
      vite: { current: "8.3.8", wanted: "8.3.8", latest: "9.0.1" },
      zod: { current: "4.6.7", wanted: "4.6.7", latest: "4.7.0" },
      nodemailer: { current: "10.6.0", wanted: "10.6.0", latest: "10.6.1" },
    });
    expect(due).toEqual([
      "vite 8.3.8 → 9.0.1 (major): follow https://vite.dev/guide/migration",
      "zod 4.6.7 → 4.7.0 (minor)",
      "nodemailer 10.6.0 → 10.6.1 (patch)",
    ]);
    expect(held).toEqual([]);
  });

  it("explains a release held back on purpose instead of asking for it", () => {
    const { due, held } = outdatedReport({
      "@types/node": {
        current: "24.19.2",
        wanted: "24.19.2",
        latest: "26.6.6",
      },
      eslint: { current: "9.39.5", wanted: "9.39.5", latest: "9.40.0" },
    });
    expect(held).toEqual([
      "@types/node 24.19.2 (latest 26.6.6): the site runs on Node 24; its types follow the runtime",
    ]);
    // A release inside the held major is due like any other.
    expect(due).toEqual(["eslint 9.39.5 → 9.40.0 (minor)"]);
  });

  it("holds a package at a minor line, and asks for a patch inside it", () => {
    const { due, held } = outdatedReport({
      "react-router": { current: "8.4.0", wanted: "8.4.0", latest: "8.5.1" },
    });
    expect(held).toHaveLength(1);
    expect(held[0]).toMatch(/^react-router 8\.4\.0 \(latest 8\.5\.1\): /);
    expect(
      outdatedReport({
        "react-router": { current: "8.4.0", wanted: "8.4.0", latest: "8.4.2" },
      }).due,
    ).toEqual(["react-router 8.4.0 → 8.4.2 (patch)"]);
    expect(due).toEqual([]);
  });
});
