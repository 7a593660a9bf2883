import { describe, expect } from "vitest";
import { type Service, it } from "../../../test/server/fixtures";
import {
  count,
  enquiry,
  inboxSession,
  ORIGIN,
  postJson,
} from "../../../test/server/testing";

const PASSWORD = "correct horse battery staple";

function signIn(
  s: Service,
  password: string,
  origin = ORIGIN,
  base = "http://localhost",
) {
  return s.app.request(`${base}/studio/sign-in`, {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: origin,
    },
    body: new URLSearchParams({ password }).toString(),
  });
}

/** Signs in and returns the session cookie and the page's CSRF token. */
const session = (s: Service) => inboxSession(s.app, PASSWORD);

function change(
  s: Service,
  path: string,
  cookie: string,
  fields: Record<string, string>,
) {
  return s.app.request(path, {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: ORIGIN,
      Cookie: cookie,
    },
    body: new URLSearchParams(fields).toString(),
  });
}

describe("the studio's inbox", () => {
  it("asks for the password first, and is never indexed or cached", async ({
    start,
  }) => {
    const s = await start();
    expect(
      (await postJson(s.app, enquiry({ name: "Hidden Name" }))).status,
    ).toBe(201);
    const response = await s.app.request("/studio");
    const page = await response.text();
    expect(page).toContain('type="password"');
    expect(page).not.toContain("Hidden Name");
    expect(page).toMatch(
      /<meta name="robots" content="noindex, nofollow" ?\/>/,
    );
    expect(response.headers.get("x-robots-tag")).toContain("noindex");
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("content-security-policy")).toContain(
      "default-src 'none'",
    );
    expect((await s.app.request("/studio/leads.csv")).status).toBe(303);
  });

  it("refuses a wrong password, and stops after 5 tries a minute", async ({
    start,
  }) => {
    const s = await start();
    const wrong = await signIn(s, "letmein");
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get("set-cookie")).toBeNull();
    expect(await wrong.text()).toContain("That password is not right.");
    for (let index = 0; index < 4; index++) await signIn(s, `guess ${index}`);
    // The sixth try in a minute is refused, even with the right password.
    const blocked = await signIn(s, PASSWORD);
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get("set-cookie")).toBeNull();
  });

  it("refuses a sign-in posted from another site", async ({ start }) => {
    const s = await start();
    expect((await signIn(s, PASSWORD, "https://evil.example")).status).toBe(
      403,
    );
  });

  it("sets a session cookie that is HttpOnly, SameSite=Strict, and Secure off localhost", async ({
    start,
  }) => {
    const s = await start();
    const local = (await signIn(s, PASSWORD)).headers.get("set-cookie") ?? "";
    expect(local).toMatch(/^studio_session=[\w-]{40,};/);
    expect(local).toContain("HttpOnly");
    expect(local).toContain("SameSite=Strict");
    expect(local).toContain("Path=/studio");
    expect(local).not.toContain("Secure");
    const remote = await signIn(
      s,
      PASSWORD,
      "https://leads.example",
      "https://leads.example",
    );
    expect(remote.headers.get("set-cookie")).toContain("Secure");
    // Behind a trusted proxy, the host the browser used decides.
    const proxied = await start({ trustProxy: true });
    const behind = await proxied.app.request(
      "http://127.0.0.1/studio/sign-in",
      {
        method: "POST",
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          Origin: "https://studio.example",
          "X-Forwarded-Host": "studio.example",
        },
        body: new URLSearchParams({ password: PASSWORD }).toString(),
      },
    );
    expect(behind.status).toBe(303);
    expect(behind.headers.get("set-cookie")).toContain("Secure");
  });

  it("lists enquiries newest first, as text: a <script> is shown, never run", async ({
    start,
  }) => {
    const s = await start();
    await postJson(s.app, enquiry({ name: "First Visitor" }));
    await postJson(
      s.app,
      enquiry({
        name: "<script>alert(1)</script>",
        message: `"><img src=x onerror=alert(2)>`,
      }),
    );
    const { page } = await session(s);
    expect(page).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(page).toContain("&quot;&gt;&lt;img src=x onerror=alert(2)&gt;");
    expect(page).not.toContain("<script>");
    expect(page).not.toContain("<img");
    expect(page.indexOf("&lt;script&gt;")).toBeLessThan(
      page.indexOf("First Visitor"),
    );
    expect(page).toContain("2 enquiries");
  });

  it("marks an enquiry nobody has opened as not opened yet, in other words than its status, until it is opened or replied", async ({
    start,
  }) => {
    const s = await start();
    const idOf = async (name: string) =>
      (
        (await (await postJson(s.app, enquiry({ name }))).json()) as {
          id: string;
        }
      ).id;
    const opened = await idOf("Opened Visitor");
    const replied = await idOf("Replied Visitor");
    const { cookie, csrf } = await session(s);
    const get = async (path: string) =>
      (await s.app.request(path, { headers: { Cookie: cookie } })).text();
    /** The card's head: its name, badges and date, as text. */
    const head = async (id: string) => {
      const found = new RegExp(
        `id="lead-${id}"[\\s\\S]*?<div class="lead-head">([\\s\\S]*?)</div>`,
      ).exec(await get("/studio"));
      return (found?.[1] ?? "")
        .replace(/<[^>]+>/g, " ")
        .replace(/\s+/g, " ")
        .trim();
    };

    // Fresh: the reading and the pipeline stage, each said once.
    for (const id of [opened, replied]) {
      const text = await head(id);
      expect(text).toMatch(/Not opened yet Status: new/);
      expect(text.match(/\bnew\b/gi)).toHaveLength(1);
    }

    // Opening it: the page itself does not call it unopened, and the list
    // no longer does, while its status is still new.
    expect(await get(`/studio/leads/${opened}`)).not.toContain("Not opened");
    expect(await head(opened)).not.toContain("Not opened");
    expect(await head(opened)).toContain("Status: new");

    // Replied from the list without opening: nothing is waiting on it.
    expect(
      (
        await change(s, `/studio/leads/${replied}/replied`, cookie, {
          csrf,
          back: "/studio",
        })
      ).status,
    ).toBe(303);
    expect(await head(replied)).not.toContain("Not opened");
    expect(await head(replied)).toContain("Status: replied");
  });

  it("searches by name, e-mail or message, and filters by status", async ({
    start,
  }) => {
    const s = await start();
    await postJson(
      s.app,
      enquiry({ name: "Meera Iyer", message: "A rebrand for our bakery" }),
    );
    await postJson(
      s.app,
      enquiry({ name: "Kabir Khan", message: "Reels for a gym" }),
    );
    const { cookie } = await session(s);
    const found = await (
      await s.app.request("/studio?q=bakery", { headers: { Cookie: cookie } })
    ).text();
    expect(found).toContain("Meera Iyer");
    expect(found).not.toContain("Kabir Khan");
    const replied = await (
      await s.app.request("/studio?status=replied", {
        headers: { Cookie: cookie },
      })
    ).text();
    expect(replied).toContain("0 enquiries");
  });

  it("changes a status only with the page's CSRF token", async ({ start }) => {
    const s = await start();
    const { id } = (await (await postJson(s.app, enquiry())).json()) as {
      id: string;
    };
    const { cookie, csrf } = await session(s);
    const path = `/studio/leads/${id}/status`;
    expect((await change(s, path, cookie, { status: "replied" })).status).toBe(
      403,
    );
    const forged = await change(s, path, cookie, {
      status: "replied",
      csrf: "forged",
    });
    expect(forged.status).toBe(403);
    expect(await forged.text()).toContain(
      "This change did not come from the inbox page: reload it and try again.",
    );
    const status = async () =>
      (
        await s.db.execute({
          sql: "SELECT status FROM leads WHERE id = ?",
          args: [id],
        })
      ).rows[0]?.status;
    expect(await status()).toBe("new");
    expect(
      (await change(s, path, cookie, { status: "replied", csrf, version: "1" }))
        .status,
    ).toBe(303);
    expect(await status()).toBe("replied");
    // Without a session, even a valid-looking token does nothing.
    expect(
      (await change(s, path, "", { status: "archived", csrf })).status,
    ).toBe(401);
    expect(await status()).toBe("replied");
  });

  it("moves an enquiry to Trash, restores it, and deletes it for good only from Trash with a confirmation", async ({
    start,
  }) => {
    const s = await start({ smtpUrl: "smtp://127.0.0.1:9" });
    const { id } = (await (await postJson(s.app, enquiry())).json()) as {
      id: string;
    };
    await postJson(s.app, enquiry());
    const { cookie, csrf } = await session(s);
    const erase = `/studio/leads/${id}/erase`;
    const deletedAt = async () =>
      (
        await s.db.execute({
          sql: "SELECT deleted_at FROM leads WHERE id = ?",
          args: [id],
        })
      ).rows[0]?.deleted_at;

    // Not from the inbox: it must be in Trash first.
    const early = await change(s, erase, cookie, { csrf, confirm: "yes" });
    expect(early.status).toBe(400);
    expect(await count(s.db, "leads")).toBe(2);

    const trashed = await change(s, `/studio/leads/${id}/trash`, cookie, {
      csrf,
      version: "1",
      back: "/studio?q=Priya",
    });
    expect(trashed.status).toBe(303);
    // Back to the list as it was, saying which enquiry went (its Undo).
    expect(trashed.headers.get("location")).toBe(
      `/studio?q=Priya&trashed=${id}`,
    );
    expect(await deletedAt()).not.toBeNull();
    const inbox = await (
      await s.app.request("/studio", { headers: { Cookie: cookie } })
    ).text();
    expect(inbox).not.toContain(`lead-${id}`);
    const trash = await (
      await s.app.request("/studio/trash", { headers: { Cookie: cookie } })
    ).text();
    expect(trash).toContain(`lead-${id}`);

    const restored = await change(s, `/studio/leads/${id}/restore`, cookie, {
      csrf,
      version: "2",
    });
    expect(restored.status).toBe(303);
    expect(await deletedAt()).toBeNull();

    await change(s, `/studio/leads/${id}/trash`, cookie, {
      csrf,
      version: "3",
    });
    // Without the confirmation: refused, with a message, nothing erased.
    const unconfirmed = await change(s, erase, cookie, { csrf });
    expect(unconfirmed.status).toBe(400);
    expect(await unconfirmed.text()).toContain("needs your confirmation");
    expect(await count(s.db, "leads")).toBe(2);
    const confirmPage = await (
      await s.app.request(erase, { headers: { Cookie: cookie } })
    ).text();
    expect(confirmPage).toContain("Delete this enquiry for good?");

    expect(
      (await change(s, erase, cookie, { csrf, confirm: "yes" })).status,
    ).toBe(303);
    expect(await count(s.db, "leads")).toBe(1);
    const left = await s.db.execute({
      sql: "SELECT (SELECT count(*) FROM outbox WHERE lead_id = ?) + (SELECT count(*) FROM lead_events WHERE lead_id = ?) AS n",
      args: [id, id],
    });
    expect(Number(left.rows[0]?.n)).toBe(0);
  });

  it("offers Undo right after Trash, which restores the enquiry and comes back to the list as it was", async ({
    start,
  }) => {
    const s = await start();
    const { id } = (await (
      await postJson(s.app, enquiry({ name: "Undo Visitor" }))
    ).json()) as { id: string };
    const { cookie, csrf } = await session(s);
    const trashed = await change(s, `/studio/leads/${id}/trash`, cookie, {
      csrf,
      version: "1",
      back: "/studio?q=Undo",
    });
    const list = await (
      await s.app.request(trashed.headers.get("location") ?? "", {
        headers: { Cookie: cookie },
      })
    ).text();
    // The banner names it and restores this version, back to this list.
    const undo =
      /<form method="post" action="\/studio\/leads\/([^"]+)\/restore">([\s\S]*?)<\/form>/.exec(
        list,
      );
    expect(list).toContain("Undo Visitor&#39;s enquiry is in Trash");
    expect(undo?.[1]).toBe(id);
    expect(undo?.[2]).toContain('name="version" value="2"');
    expect(undo?.[2]).toContain('name="back" value="/studio?q=Undo"');
    expect(undo?.[2]).toContain(">Undo<");
    const restored = await change(s, `/studio/leads/${id}/restore`, cookie, {
      csrf,
      version: "2",
      back: "/studio?q=Undo",
    });
    expect(restored.headers.get("location")).toBe(`/studio?q=Undo#lead-${id}`);
    const after = await (
      await s.app.request("/studio?q=Undo", { headers: { Cookie: cookie } })
    ).text();
    expect(after).toContain(`id="lead-${id}"`);
    // Once restored, the same address shows no Undo.
    const again = await (
      await s.app.request(trashed.headers.get("location") ?? "", {
        headers: { Cookie: cookie },
      })
    ).text();
    expect(again).not.toContain("is in Trash");
  });

  it("serves its stylesheets and script as files named by their hash, kept for a year, under the same policy", async ({
    start,
  }) => {
    const s = await start();
    const signInPage = await (await s.app.request("/studio")).text();
    const { cookie } = await session(s);
    const inbox = await (
      await s.app.request("/studio", { headers: { Cookie: cookie } })
    ).text();
    const links = [
      ...inbox.matchAll(/(?:href|src)="(\/studio\/assets\/[^"]+)"/g),
    ].map((found) => found[1] ?? "");
    expect(links).toEqual([
      expect.stringMatching(/^\/studio\/assets\/base\.[0-9a-f]{12}\.css$/),
      expect.stringMatching(/^\/studio\/assets\/inbox\.[0-9a-f]{12}\.css$/),
      expect.stringMatching(/^\/studio\/assets\/enhance\.[0-9a-f]{12}\.js$/),
    ]);
    // The sign-in needs the base only, the same file.
    expect(signInPage).toContain(`href="${links[0]}"`);
    for (const link of links) {
      const response = await s.app.request(link);
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe(
        "public, max-age=31536000, immutable",
      );
      expect(response.headers.get("content-type")).toMatch(
        link.endsWith(".js") ? /^text\/javascript/ : /^text\/css/,
      );
      expect((await response.text()).length).toBeGreaterThan(500);
    }
    expect(
      (await s.app.request("/studio/assets/inbox.000000000000.css")).status,
    ).toBe(404);
    const csp =
      (
        await s.app.request("/studio", { headers: { Cookie: cookie } })
      ).headers.get("content-security-policy") ?? "";
    expect(csp).toContain("style-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(inbox).not.toMatch(/<style|style="/);
  });

  it("refuses a stale write from another tab and a status outside the list, changing nothing", async ({
    start,
  }) => {
    const s = await start();
    const { id } = (await (await postJson(s.app, enquiry())).json()) as {
      id: string;
    };
    const { cookie, csrf } = await session(s);
    const path = `/studio/leads/${id}/status`;
    const back = "/studio?q=Priya&status=new";
    const first = await change(s, path, cookie, {
      csrf,
      version: "1",
      status: "replied",
      back,
    });
    expect(first.status).toBe(303);
    // Search, filter and the enquiry's place in the list are kept.
    expect(first.headers.get("location")).toBe(`${back}#lead-${id}`);
    // The other tab still shows version 1.
    const stale = await change(s, path, cookie, {
      csrf,
      version: "1",
      status: "archived",
    });
    expect(stale.status).toBe(409);
    expect(await stale.text()).toContain(
      "This enquiry was changed in another tab",
    );
    const unknown = await change(s, path, cookie, {
      csrf,
      version: "2",
      status: "deleted",
    });
    expect(unknown.status).toBe(400);
    expect(await unknown.text()).toContain("is not a status");
    const row = await s.db.execute({
      sql: "SELECT status, version FROM leads WHERE id = ?",
      args: [id],
    });
    expect(row.rows[0]).toMatchObject({ status: "replied", version: 2 });
    const offsite = await change(s, path, cookie, {
      csrf,
      version: "2",
      status: "archived",
      back: "https://evil.example/",
    });
    expect(offsite.headers.get("location")).toBe(`/studio#lead-${id}`);
  });

  it("exports CSV that a spreadsheet will not run as formulas", async ({
    start,
  }) => {
    const s = await start();
    await postJson(
      s.app,
      enquiry({
        name: '=HYPERLINK("http://evil.example","x")',
        message: '+91 98 "quoted", text',
      }),
    );
    await postJson(
      s.app,
      enquiry({ name: "प्रिया", message: "-2+3\n@SUM(A1)" }),
    );
    const { cookie } = await session(s);
    const response = await s.app.request("/studio/leads.csv", {
      headers: { Cookie: cookie },
    });
    expect(response.headers.get("content-type")).toContain("text/csv");
    expect(response.headers.get("content-disposition")).toContain("attachment");
    const text = await response.text();
    const lines = text.replace(/^\ufeff/, "").split("\r\n");
    expect(lines[0]).toBe(
      '"id","received","status","replied","name","email","phone","phone_e164","message","sent_from","landing_page","referrer","utm_source","utm_medium","utm_campaign","utm_term","utm_content","pages_seen","assistant_hand_off","language","notes"',
    );
    expect(text).toContain('"\'=HYPERLINK(""http://evil.example"",""x"")"');
    expect(text).toContain('"\'+91 98 ""quoted"", text"');
    expect(text).toContain('"प्रिया"');
    expect(text).toContain('"\'-2+3\n@SUM(A1)"');
    expect(text).not.toMatch(/(^|,)"[=+\-@]/m);
  });

  it("signs out with the token, and the old cookie opens nothing", async ({
    start,
  }) => {
    const s = await start();
    const { cookie, csrf } = await session(s);
    expect((await change(s, "/studio/sign-out", cookie, { csrf })).status).toBe(
      303,
    );
    const after = await (
      await s.app.request("/studio", { headers: { Cookie: cookie } })
    ).text();
    expect(after).toContain('type="password"');
  });

  it("stays closed without STUDIO_PASSWORD", async ({ start }) => {
    const s = await start({ studioPassword: undefined });
    expect((await s.app.request("/studio")).status).toBe(503);
    expect((await signIn(s, "")).status).toBe(503);
  });
});

describe("the inbox's small truths", () => {
  /** Every date and time on a page, with what follows it. */
  const times = (page: string) =>
    [
      ...page.matchAll(
        /\d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d\d\s?[ap]m(?:<\/time>)?.{0,4}/g,
      ),
    ].map((match) => match[0]);

  it("Mark replied comes back where it was, the search kept, and the history says what happened", async ({
    start,
  }) => {
    const s = await start();
    const posted = await postJson(s.app, enquiry({ name: "Meera Kapoor" }));
    const { id } = (await posted.json()) as { id: string };
    const other = await postJson(s.app, enquiry({ name: "Arjun Rao" }));
    const { id: otherId } = (await other.json()) as { id: string };
    const { cookie, csrf } = await session(s);

    // From the list, searched: back to that list, at the enquiry.
    const list = await (
      await s.app.request("/studio?q=Meera", { headers: { Cookie: cookie } })
    ).text();
    const back = /name="back" value="([^"]+)"/.exec(list)?.[1] ?? "";
    expect(back).toBe("/studio?q=Meera");
    const fromList = await change(s, `/studio/leads/${id}/replied`, cookie, {
      csrf,
      back,
    });
    expect(fromList.status).toBe(303);
    expect(fromList.headers.get("location")).toBe(`/studio?q=Meera#lead-${id}`);

    // From the enquiry's own page: the same page, its way back kept.
    const detailPath = `/studio/leads/${otherId}?back=${encodeURIComponent("/studio?q=Arjun")}`;
    const detail = await (
      await s.app.request(detailPath, { headers: { Cookie: cookie } })
    ).text();
    const form =
      /<form\s+method="post"\s+action="\/studio\/leads\/[^"]+\/replied"\s*>([\s\S]*?)<\/form>/.exec(
        detail,
      )?.[1] ?? "";
    const detailBack = /name="back" value="([^"]+)"/.exec(form)?.[1] ?? "";
    expect(detailBack.replaceAll("&amp;", "&")).toBe(detailPath);
    const fromPage = await change(
      s,
      `/studio/leads/${otherId}/replied`,
      cookie,
      {
        csrf,
        back: detailBack.replaceAll("&amp;", "&"),
      },
    );
    expect(fromPage.headers.get("location")).toBe(detailPath);

    // The history: marked, not "opened in the mail app"; Reply's script says so.
    const marked = await (
      await s.app.request(`/studio/leads/${id}`, {
        headers: { Cookie: cookie },
      })
    ).text();
    expect(marked).toContain("Marked replied");
    expect(marked).not.toContain("Reply opened in the mail app");
    await change(s, `/studio/leads/${id}/replied`, cookie, {
      csrf,
      back: "/studio",
      via: "mail-app",
    });
    const replied = await (
      await s.app.request(`/studio/leads/${id}`, {
        headers: { Cookie: cookie },
      })
    ).text();
    expect(replied).toContain("Reply opened in the mail app");
    // Every time on the page says it is IST.
    expect(times(replied).length).toBeGreaterThan(1);
    for (const time of times(replied)) expect(time).toMatch(/ IST/);
  });

  it("exports notes and IST times in the CSV", async ({ start }) => {
    // 09:00 UTC is 14:30 IST.
    const at = Date.UTC(2026, 11, 1, 9, 0);
    const s = await start({}, { now: () => at });
    const posted = await postJson(s.app, enquiry({ name: "Noted Lead" }));
    const { id } = (await posted.json()) as { id: string };
    const { cookie, csrf } = await session(s);
    for (const note of ["Called back, wants a quote", "=Sent the quote"]) {
      await change(s, `/studio/leads/${id}/notes`, cookie, {
        csrf,
        back: `/studio/leads/${id}`,
        note,
      });
    }
    await change(s, `/studio/leads/${id}/replied`, cookie, {
      csrf,
      back: "/studio",
    });
    const text = await (
      await s.app.request("/studio/leads.csv", { headers: { Cookie: cookie } })
    ).text();
    const [header = "", row = ""] = text.replace(/^\ufeff/, "").split("\r\n");
    expect(header.endsWith(',"notes"')).toBe(true);
    expect(
      row.startsWith(
        `"${id}","2026-12-01T14:30:00+05:30","replied","2026-12-01T14:30:00+05:30",`,
      ),
    ).toBe(true);
    expect(row).toMatch(
      /,"1 Dec 2026, 2:30\s?pm IST: Called back, wants a quote\n1 Dec 2026, 2:30\s?pm IST: =Sent the quote"$/,
    );
  });

  it("explains a closed inbox without a password box", async ({ start }) => {
    const s = await start({
      studioPassword: undefined,
      studioPasswordProblem: "STUDIO_PASSWORD is only spaces",
    });
    const response = await s.app.request("/studio");
    expect(response.status).toBe(503);
    const page = await response.text();
    expect(page).toContain(
      "The inbox is closed: STUDIO_PASSWORD cannot be used (it needs at least 12 characters)",
    );
    expect(page).toContain("Enquiries are still saved");
    expect(page).not.toContain("<form");
    expect(page).not.toContain('type="password"');
  });

  it("has the site's icon on its pages, served by the service itself", async ({
    start,
  }) => {
    const s = await start();
    const page = await (await s.app.request("/studio")).text();
    expect(page).toMatch(
      /<link rel="icon" href="\/studio\/favicon.svg" type="image\/svg\+xml" ?\/>/,
    );
    const { cookie } = await session(s);
    const inbox = await (
      await s.app.request("/studio", { headers: { Cookie: cookie } })
    ).text();
    expect(inbox).toContain('<link rel="icon" href="/studio/favicon.svg"');
    const icon = await s.app.request("/studio/favicon.svg");
    expect(icon.status).toBe(200);
    expect(icon.headers.get("content-type")).toBe("image/svg+xml");
    expect(await icon.text()).toContain("<svg");
  });
});
