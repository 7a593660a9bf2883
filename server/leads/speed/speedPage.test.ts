import { describe, expect } from "vitest";
import { type Service, it } from "../../../test/server/fixtures";
import { studioSignIn } from "../../../test/server/testing";
import { binOf, dayOf } from "./vitals";
import { verdict, speedCards } from "./verdict";
import type { Percentile } from "./vitals";

const PASSWORD = "correct horse battery staple";

async function speedView(s: Service, query = "") {
  const { cookie } = await studioSignIn(s.app, PASSWORD);
  const response = await s.app.request(`/studio/speed${query}`, {
    headers: { Cookie: cookie },
  });
  expect(response.status).toBe(200);
  return (await response.text())
    .replace(/<[^>]+>/g, " ")
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, " ");
}

/** One day's counts in the roll-up, as the roll-up writes them. */
async function seed(
  s: Service,
  daysAgo: number,
  rows: [template: string, metric: string, value: number, views: number][],
) {
  const day = dayOf(Date.now() - daysAgo * 24 * 60 * 60 * 1000);
  for (const [template, metric, value, views] of rows) {
    await s.db.execute({
      sql: `INSERT INTO vitals_daily (day, template, device, connection, navigation, metric, bin, views)
        VALUES (?, ?, 'phone', '4g', 'load', ?, ?, ?)`,
      args: [day, template, metric, binOf(metric as "LCP", value), views],
    });
  }
}

describe("the Speed view", () => {
  it("says plainly that no visits are counted yet, with no empty tables", async ({
    start,
  }) => {
    const service = await start();
    const text = await speedView(service);
    expect(text).toContain("No visits are counted yet");
    expect(text).not.toContain("Details");
    expect(text).not.toContain("no data");
  });

  it("leads with one sentence and a card per page type, rated by its worst measure, with Google's thresholds by the first figure", async ({
    start,
  }) => {
    const service = await start();
    await seed(service, 0, [
      ["home", "LCP", 1800, 10],
      ["home", "INP", 100, 10],
      ["article", "LCP", 4600, 4],
      ["article", "CLS", 0.02, 4],
    ]);
    const text = await speedView(service);
    expect(text).toMatch(
      /1 of 2 page types is good; Article is poor \(LCP 4\.6 s on phones, good up to 2\.5 s\)\./,
    );
    expect(text).toMatch(
      /Home good 1\.8 s LCP , phones Google: good up to 2\.5 s, poor past 4\.0 s INP 100 ms \(good\) 10 page views/,
    );
    expect(text).toMatch(/Article poor 4\.6 s LCP , phones/);
    // The numbers behind it, one click away.
    expect(text).toContain("Details");
    expect(text).toContain("Page loads, last 7 days");
  });

  it("shows 28 days as a toggle, and says when only older visits were counted", async ({
    start,
  }) => {
    const service = await start();
    await seed(service, 20, [["portfolio", "LCP", 1200, 3]]);
    const week = await speedView(service);
    expect(week).toContain(
      "No visits counted in the last 7 days: figures appear here once visitors browse the site",
    );
    const month = await speedView(service, "?days=28");
    expect(month).toContain(
      "Portfolio is good on all of Google's measures for 3 in 4 visits in the last 28 days.",
    );
    expect(month).toContain("Page loads, last 28 days");
  });
});

describe("the verdict", () => {
  const p = (value: number, rating: Percentile["rating"]): Percentile => ({
    value,
    views: 5,
    rating,
  });
  it("names the worst page type by the measure furthest past its line", () => {
    const summary = new Map<string, Percentile>([
      ["load|home|phone|LCP", p(2000, "good")],
      ["load|case-study|phone|LCP", p(3000, "needs-improvement")],
      ["load|case-study|phone|INP", p(480, "needs-improvement")],
    ]);
    const cards = speedCards(summary);
    expect(cards.map((card) => [card.template, card.rating])).toEqual([
      ["home", "good"],
      ["case-study", "needs-improvement"],
    ]);
    expect(verdict(cards, 7)).toBe(
      "1 of 2 page types is good; Case study needs improvement (INP 480 ms on phones, good up to 200 ms).",
    );
  });
  it("uses desktops' figures for a page type no phone has measured", () => {
    const cards = speedCards(
      new Map([["load|article|desktop|LCP", p(900, "good")]]),
    );
    expect(cards[0]?.device).toBe("desktop");
    expect(verdict(cards, 28)).toBe(
      "Article is good on all of Google's measures for 3 in 4 visits in the last 28 days.",
    );
  });
});
