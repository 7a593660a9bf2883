import { rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect } from "vitest";
import { it } from "../../../test/server/fixtures";
import { contactOutcomeContent } from "../../../app/content/contactOutcomes";
import { leadServiceContent } from "../../../app/content/leadService";
import {
  enquiry,
  eventually,
  failingDisk,
  type Standalone,
  tinyDisk,
} from "../../../test/server/testing";

/*
 * The disk under a running service fills up or turns read-only: the
 * visitor is told the truth (not saved; the text is kept; try again or
 * use WhatsApp or e-mail), never "we'll send it when you're back online";
 * the log says what to fix in one line; /api/health answers 503.
 */

/** The service, run by `runService`, over a database in `folder`. */
async function serviceOn(
  runService: (env: Record<string, string>) => Standalone,
  folder: string,
) {
  const service = runService({
    LEADS_DATABASE_URL: `file:${join(folder, "leads.db")}`,
    STUDIO_PASSWORD: "a long studio password",
  });
  const origin = `http://127.0.0.1:${await service.port}`;
  return {
    service,
    origin,
    postJson: (body: unknown) =>
      fetch(`${origin}/api/contact`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: origin },
        body: JSON.stringify(body),
      }),
    postForm: (fields: Record<string, string>) =>
      fetch(`${origin}/api/contact`, {
        method: "POST",
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          Origin: origin,
        },
        body: new URLSearchParams(fields).toString(),
        redirect: "manual",
      }),
    health: async () => {
      const response = await fetch(`${origin}/api/health`);
      return {
        status: response.status,
        body: (await response.json()) as Record<string, unknown>,
      };
    },
  };
}

type Service = Awaited<ReturnType<typeof serviceOn>>;

/** The visitor hears the truth and keeps their text, both ways of sending. */
async function expectNotSaved(s: Service) {
  const words = enquiry({ message: "Please quote for a clinic booking site." });
  const json = await s.postJson(words);
  expect(json.status).toBe(503);
  expect(await json.json()).toEqual({
    ok: false,
    reason: "not-saved",
    error: contactOutcomeContent.notSaved,
  });
  const form = await s.postForm({
    name: words.name,
    email: words.email,
    message: words.message,
  });
  expect(form.status).toBe(503);
  const page = await form.text();
  expect(page).toContain(`<h1>${leadServiceContent.headings.notSaved}</h1>`);
  expect(page).toContain(leadServiceContent.notSaved);
  expect(page).toContain("Please quote for a clinic booking site.</textarea>");
  expect(page).toContain(`value="${words.email}"`);
  expect(page).not.toMatch(/back online|your message reached us/i);
}

describe("a disk that fills up under the running service", () => {
  it("tells the visitor it was not saved, keeps the text, logs one line, and recovers when space is freed", async ({
    runService,
    defer,
  }) => {
    const disk = tinyDisk(1024);
    defer(() => disk.remove());
    const s = await serviceOn(runService, disk.dir);
    expect((await s.postJson(enquiry())).status).toBe(201);
    expect((await s.health()).status).toBe(200);

    // Fill every block left.
    const filler = join(disk.dir, "filler");
    const block = Buffer.alloc(16 * 1024, 1);
    let stoppedBy = "";
    for (let written = 0; written < 4096 && !stoppedBy; written++) {
      try {
        writeFileSync(filler, block, { flag: "a" });
      } catch (error) {
        stoppedBy = String((error as NodeJS.ErrnoException).code);
      }
    }
    expect(stoppedBy).toBe("ENOSPC");

    await expectNotSaved(s);
    await expectNotSaved(s);
    expect(await s.health()).toEqual({
      status: 503,
      body: {
        ok: false,
        database: "unusable",
        problem: "full",
        reason:
          "the disk that holds the database is full: enquiries cannot be saved",
      },
    });
    const lines = s.service
      .output()
      .split("\n")
      .filter((line) => line.includes("could not save an enquiry"));
    // One line for the kind, however many visitors it met.
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /ERROR: could not save an enquiry \(full\): (SQLITE_FULL: )?database or disk is full: free space on the disk that holds the database/,
    );
    expect(s.service.output()).not.toMatch(/\n\s+at /);

    rmSync(filler);
    expect((await s.postJson(enquiry())).status).toBe(201);
    expect((await s.health()).body).toMatchObject({ ok: true, database: "ok" });
    await eventually(() =>
      expect(s.service.output()).toContain(
        "INFO: recovered: enquiries are saved again",
      ),
    );
  });
});

describe("a disk that turns read-only under the running service", () => {
  it("tells the visitor it was not saved, keeps the text, and says so in the log and the health check", async ({
    runService,
    defer,
  }) => {
    const disk = failingDisk();
    defer(() => disk.remove());
    const s = await serviceOn(runService, disk.dir);
    expect((await s.postJson(enquiry())).status).toBe(201);

    disk.fail();

    await expectNotSaved(s);
    const health = await s.health();
    expect(health.status).toBe(503);
    expect(health.body).toMatchObject({ ok: false, database: "unusable" });
    expect(s.service.output()).toMatch(
      /ERROR: could not save an enquiry \((read-only\): attempt to write a readonly database: the database or its folder is read-only: remount the disk read-write|io\): disk I\/O error: the disk reported an input\/output error \(a failing disk is often remounted read-only\))/,
    );
    expect(s.service.output()).not.toMatch(/\n\s+at /);
  });
});
