import { describe, expect } from "vitest";
import { it, type Service } from "../../../test/server/fixtures";
import { ATTRIBUTION_LIMITS } from "../../../app/lib/attribution";
import {
  enquiry,
  postForm,
  postJson,
  signedIn,
} from "../../../test/server/testing";

const PASSWORD = "correct horse battery staple";

async function stored(s: Service, name: string) {
  const result = await s.db.execute({
    sql: "SELECT attribution FROM leads WHERE name = ?",
    args: [name],
  });
  expect(result.rows).toHaveLength(1);
  const value = result.rows[0]?.attribution;
  return typeof value === "string" ? (JSON.parse(value) as unknown) : value;
}

const attribution = {
  sentFrom: "/",
  landing: "/insights/fast-sites-on-indian-mobile-data/",
  referrer: "https://www.google.com",
  utm: { source: "newsletter", medium: "email", campaign: "diwali-2026" },
  pages: ["/insights/fast-sites-on-indian-mobile-data/", "/portfolio/", "/"],
  isAssistantHandOff: true,
};

describe("where an enquiry came from", () => {
  it("is stored with the enquiry and shown in the inbox and the CSV", async ({
    start,
  }) => {
    const s = await start({ studioPassword: PASSWORD });
    const response = await postJson(
      s.app,
      enquiry({ name: "Attributed Lead", attribution }),
    );
    expect(response.status).toBe(201);
    expect(await stored(s, "Attributed Lead")).toEqual(attribution);

    const get = await signedIn(s.app, PASSWORD);
    const list = await get("/studio");
    const id = /href="\/studio\/leads\/([0-9a-f-]+)/.exec(list)?.[1] ?? "";
    const detail = await get(`/studio/leads/${id}`);
    expect(detail).toContain("Where it came from");
    expect(detail).toMatch(
      /Landing page<\/dt>\s*<dd><span><a href="\/insights\/fast-sites-on-indian-mobile-data\/"/,
    );
    expect(detail).toContain("https://www.google.com");
    expect(detail).toContain("diwali-2026");
    expect(detail).toContain("Pages seen before sending (3)");
    expect(detail).toContain("Yes: it filled the message");

    const csv = await get("/studio/leads.csv");
    const [header, row] = csv.replace(/^\ufeff/, "").split("\r\n");
    expect(header).toContain(
      '"sent_from","landing_page","referrer","utm_source","utm_medium","utm_campaign","utm_term","utm_content","pages_seen","assistant_hand_off"',
    );
    expect(row).toContain(
      '"/","/insights/fast-sites-on-indian-mobile-data/","https://www.google.com","newsletter","email","diwali-2026","","","/insights/fast-sites-on-indian-mobile-data/ > /portfolio/ > /","yes"',
    );
  });

  it("keeps what fits of bad values and never refuses the enquiry for them", async ({
    start,
  }) => {
    const s = await start({ studioPassword: PASSWORD });
    const pages = Array.from({ length: 500 }, (_, i) =>
      i % 2 ? `/page-${i}/` : `https://evil.example/${i}`,
    );
    const response = await postJson(
      s.app,
      enquiry({
        name: "Odd Attribution",
        attribution: {
          sentFrom: "https://evil.example/",
          landing: "//evil.example/",
          referrer: "javascript:alert(1)",
          utm: {
            source: "x".repeat(ATTRIBUTION_LIMITS.utm + 1),
            medium: "\u202eevil",
            campaign: ["not", "text"],
            term: " spring ",
            gclid: "not one of ours",
          },
          pages,
          isAssistantHandOff: "yes",
          extra: "dropped",
        },
      }),
    );
    expect(response.status).toBe(201);
    const kept = await stored(s, "Odd Attribution");
    expect(kept).toEqual({
      utm: { term: "spring" },
      pages: pages
        .filter((page) => page.startsWith("/"))
        .slice(-ATTRIBUTION_LIMITS.pages),
    });

    await postJson(s.app, enquiry({ name: "No Attribution", attribution: 7 }));
    expect(await stored(s, "No Attribution")).toBeNull();
  });

  it("records the page a form without JavaScript was sent from, and keeps it on a retry", async ({
    start,
  }) => {
    const s = await start({ studioPassword: PASSWORD });
    const fields = {
      name: "No Script Lead",
      email: "noscript@example.in",
      message: "Sent without JavaScript.",
    };
    expect(
      (await postForm(s.app, "?from=%2Fportfolio%2F", fields)).status,
    ).toBe(303);
    expect(await stored(s, "No Script Lead")).toEqual({
      sentFrom: "/portfolio/",
    });

    await postForm(s.app, "?from=javascript%3Aalert(1)", {
      ...fields,
      name: "Bad From",
    });
    expect(await stored(s, "Bad From")).toBeNull();

    const retry = await postForm(s.app, "?from=%2Finsights%2F", {
      ...fields,
      email: "not an address",
    });
    expect(retry.status).toBe(400);
    expect(await retry.text()).toContain(
      'action="/api/contact?from=%2Finsights%2F"',
    );
  });
});
