import { describe, expect, it } from "vitest";
import { readLogFormat } from "./config";
import { createLeadsLog, maskUrl, urlOrigin } from "./log";
import { captureLog } from "../../../test/server/testing";

const ISO_LINE =
  /^\[\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z\] (INFO|WARN|ERROR): \S/;

describe("the lead service's log", () => {
  it("writes one readable line per event with an ISO time and a level", () => {
    const { log, lines } = captureLog();
    log.accepted("lead-1");
    log.notificationFailed(
      "email",
      "lead-1",
      2,
      "Invalid login: 535 Authentication failed",
      Date.parse("2026-11-27T10:00:10Z"),
    );
    log.notificationSent("email", "lead-1", 3);
    expect(lines).toHaveLength(3);
    for (const line of lines) expect(line).toMatch(ISO_LINE);
    expect(lines[0]).toMatch(/INFO: enquiry accepted .*"id":"lead-1"/);
    expect(lines[1]).toContain(
      "ERROR: email notification failed (attempt 2): Invalid login: 535 Authentication failed; next attempt at 2026-11-27T10:00:10.000Z",
    );
    expect(lines[2]).toMatch(
      /INFO: email notification sent after 3 attempts: recovered/,
    );
  });

  it("writes JSON lines with LEADS_LOG=json", () => {
    expect(readLogFormat(' "JSON" ')).toBe("json");
    expect(readLogFormat(undefined)).toBe("pretty");
    expect(() => readLogFormat("yaml")).toThrow(
      "LEADS_LOG must be json or pretty (or unset)",
    );
    const { log, lines } = captureLog("json");
    log.started({ smtp: "off", trustProxy: true });
    log.accepted("lead-2");
    const parsed = lines.map(
      (line) => JSON.parse(line) as Record<string, unknown>,
    );
    expect(parsed[0]).toMatchObject({
      level: "info",
      event: "started",
      smtp: "off",
      trustProxy: true,
    });
    expect(parsed[1]).toMatchObject({
      level: "info",
      event: "accepted",
      id: "lead-2",
    });
    for (const entry of parsed) {
      expect(new Date(String(entry.time)).toISOString()).toBe(entry.time);
    }
  });

  it("logs the first refusal of a kind at once and a flood of it as one more line", () => {
    const { log, lines } = captureLog();
    log.refused("no-origin", 403, "no Origin header");
    for (let i = 0; i < 500; i++)
      log.refused("no-origin", 403, "no Origin header");
    log.refused("too-large", 413, "the body is larger than the form sends");
    expect(lines).toHaveLength(2);
    log.flush();
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(
      /WARN: refused 403 \(no-origin\): no Origin header/,
    );
    expect(lines[1]).toMatch(/WARN: refused 413 \(too-large\)/);
    expect(lines[2]).toMatch(
      /WARN: 500 more in the last 60 s: refused 403 \(no-origin\): no Origin header/,
    );
    // The interval is over: the next one is logged at once again.
    log.refused("no-origin", 403, "no Origin header");
    expect(lines).toHaveLength(4);
  });

  it("sums a flood up when the interval ends, without being asked", async () => {
    const { lines, log } = (() => {
      const captured: string[] = [];
      const sink = { write: (chunk: string) => void captured.push(chunk) };
      return {
        lines: captured,
        log: createLeadsLog({ out: sink, err: sink, refusalIntervalMs: 50 }),
      };
    })();
    log.refused("rate-limited", 429, "too many");
    log.refused("rate-limited", 429, "too many");
    await expect.poll(() => lines.length).toBe(2);
    expect(lines[1]).toContain(
      "1 more in the last 0 s: refused 429 (rate-limited): too many",
    );
  });

  it("masks secrets in the settings it prints", () => {
    expect(maskUrl("smtp://studio:hunter2@mail.example.in:587")).toBe(
      "smtp://studio:***@mail.example.in:587",
    );
    expect(maskUrl("smtp://mail.example.in")).toBe("smtp://mail.example.in");
    expect(urlOrigin("https://hooks.slack.com/services/T000/B000/XXXX")).toBe(
      "https://hooks.slack.com/***",
    );
  });
});
