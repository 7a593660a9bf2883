import { describe, expect, it } from "vitest";
import { ConfigError, envValue, readConfig } from "./config";

const BASE = { LEADS_DATABASE_URL: "file:./data/leads.db" };

/** The one line a bad setting is refused with. */
function refusal(env: Record<string, string>) {
  try {
    readConfig({ ...BASE, ...env });
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  return null;
}

describe("the lead service's settings", () => {
  it("is off without LEADS_DATABASE_URL, or with it empty or blank", () => {
    expect(readConfig({})).toBeNull();
    expect(readConfig({ LEADS_DATABASE_URL: "" })).toBeNull();
    expect(readConfig({ LEADS_DATABASE_URL: "  " })).toBeNull();
  });

  it.each([
    [
      "file:",
      /^LEADS_DATABASE_URL is file: with no path: name the file, e\.g\. file:\.\/data\/leads\.db$/,
    ],
    ["file://", /^LEADS_DATABASE_URL is file: with no path/],
    ["file::memory:", /^LEADS_DATABASE_URL is an in-memory database/],
    ["file:./data/", /^LEADS_DATABASE_URL names a folder/],
    [
      "./data/leads.db",
      /^LEADS_DATABASE_URL is not a URL: it must start with file: or libsql:/,
    ],
    [
      "postgres://db/leads",
      /^LEADS_DATABASE_URL must start with file: or libsql:/,
    ],
  ])("refuses LEADS_DATABASE_URL=%s by name, with the fix", (value, line) => {
    expect(refusal({ LEADS_DATABASE_URL: value })).toMatch(line);
  });

  it("takes values with stray spaces or one pair of quotes as meant", () => {
    const config = readConfig({
      LEADS_DATABASE_URL: ' "file:./data/leads.db" ',
      LEADS_SMTP_URL: "'smtp://studio:pw@mail.example.in:587'  ",
      LEADS_NOTIFY_TO: "  studio@example.in ",
      LEADS_TRUST_PROXY: ' "1" ',
      LEADS_RETENTION_DAYS: " 90 ",
      STUDIO_PASSWORD: '"a long studio password"',
    });
    expect(config).toMatchObject({
      databaseUrl: "file:./data/leads.db",
      smtpUrl: "smtp://studio:pw@mail.example.in:587",
      notifyTo: "studio@example.in",
      notifyFrom: "studio@example.in",
      trustProxy: true,
      retentionDays: 90,
      studioPassword: "a long studio password",
    });
  });

  it.each([
    [
      { LEADS_SMTP_URL: '"smtp://mail.example.in' },
      /^LEADS_SMTP_URL has a stray quote mark at one end/,
    ],
    [
      { LEADS_SMTP_URL: "smtp://mail.example.in" },
      /^LEADS_SMTP_URL is set but LEADS_NOTIFY_TO is not: set it to the address/,
    ],
    [
      {
        LEADS_SMTP_URL: "smtp://mail.example.in",
        LEADS_NOTIFY_TO: "studio at example",
      },
      /^LEADS_NOTIFY_TO must be an e-mail address/,
    ],
    [
      { LEADS_SMTP_URL: "mail.example.in", LEADS_NOTIFY_TO: "a@b.in" },
      /^LEADS_SMTP_URL is not a URL/,
    ],
    [
      { LEADS_TRUST_PROXY: "maybe" },
      /^LEADS_TRUST_PROXY must be 1 \(on\) or 0 \(off\)$/,
    ],
    [
      { LEADS_RETENTION_DAYS: "a year" },
      /^LEADS_RETENTION_DAYS must be a whole number/,
    ],
    [
      { LEADS_RETENTION_DAYS: "1.5" },
      /^LEADS_RETENTION_DAYS must be a whole number/,
    ],
    [
      { LEADS_WEBHOOK_URL: "ftp://hooks.example" },
      /^LEADS_WEBHOOK_URL must start with http: or https:/,
    ],
    [{ LEADS_SECRET: "short" }, /^LEADS_SECRET must be at least 32 characters/],
  ])("refuses %o by name", (env, line) => {
    expect(refusal(env)).toMatch(line);
  });

  it("keeps the inbox closed, saying why, for a password under 12 characters", () => {
    for (const password of ["1", "elevenchars"]) {
      const config = readConfig({ ...BASE, STUDIO_PASSWORD: password });
      expect(config?.studioPassword).toBeUndefined();
      expect(config?.studioPasswordProblem).toMatch(
        /^STUDIO_PASSWORD is shorter than 12 characters, so the inbox stays closed/,
      );
    }
    // A single space is no password at all: closed, as when unset.
    const blank = readConfig({ ...BASE, STUDIO_PASSWORD: " " });
    expect(blank?.studioPassword).toBeUndefined();
    const quoted = readConfig({
      ...BASE,
      STUDIO_PASSWORD: "'a long studio password",
    });
    expect(quoted?.studioPassword).toBeUndefined();
    expect(quoted?.studioPasswordProblem).toMatch(
      /^STUDIO_PASSWORD has a stray quote/,
    );
    expect(
      readConfig({ ...BASE, STUDIO_PASSWORD: "twelve chars" })?.studioPassword,
    ).toBe("twelve chars");
  });

  it("never puts a secret's value in a refusal", () => {
    const line = refusal({
      LEADS_SMTP_URL: "'smtp://studio:hunter2-secret@mail.example.in",
      LEADS_NOTIFY_TO: "studio@example.in",
    });
    expect(line).toMatch(/^LEADS_SMTP_URL has a stray quote/);
    expect(line).not.toContain("hunter2");
    expect(envValue("X", ' " spaced " ')).toBe("spaced");
  });
});
