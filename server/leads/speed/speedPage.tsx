/** @jsxImportSource hono/jsx */
import { METRIC_NAMES } from "../../../app/lib/vitals";
import { hashedAsset, once, readRepoFile } from "../core/assets";
import {
  documentOf,
  Layout,
  type Session,
  type StudioAuth,
} from "../inbox/inbox";
import type { LeadsDb } from "../storage/db";
import { speedText } from "./speedText";
import { speedCards, verdict } from "./verdict";
import { Card, Lines, Table, Thresholds } from "./views";
import {
  BEACONS_PER_PAGE_PER_DAY,
  type Percentile,
  speedKey,
  speedSummary,
  type VitalsStore,
} from "./vitals";

/*
 * The studio's "Speed" view at /studio/speed: what real visitors' browsers
 * measured, as the 75th percentile per metric, page template and device
 * class over the last 7 days (or 28), each against Google's thresholds.
 * First a sentence, then a card per page type, then the details: one plain
 * line per metric, the tables and the thresholds.
 */

export const SPEED_PATH = "/studio/speed";
export const WINDOWS = [7, 28] as const;
type Days = (typeof WINDOWS)[number];

/** The Speed view's own stylesheet, after the inbox's. */
export const speedStylesheet = once(() =>
  hashedAsset(
    "speed",
    "css",
    ["speed.css", "details.css"]
      .map((file) => readRepoFile(["server", "leads", "speed", file]))
      .join("\n"),
  ),
);

/** The page views a window's figures rest on: per kind of navigation and device, the most any metric has. */
export function pageViewsOf(summary: ReadonlyMap<string, Percentile>) {
  let total = 0;
  for (const navigation of ["load", "soft"])
    for (const device of ["phone", "desktop"])
      total += Math.max(
        0,
        ...METRIC_NAMES.map(
          (metric) =>
            summary.get(speedKey(navigation, "all", device, metric))?.views ??
            0,
        ),
      );
  return total;
}

/** 7 days or 28, as two links: the view works without script. */
const Periods = ({ days }: { days: Days }) => (
  <nav class="periods" aria-label={speedText.periods}>
    {WINDOWS.map((option) => (
      <a
        href={option === 7 ? SPEED_PATH : `${SPEED_PATH}?days=${option}`}
        aria-current={option === days ? "page" : undefined}
      >
        {speedText.period(option)}
      </a>
    ))}
  </nav>
);

function Window({
  summary,
  days,
  counted,
}: {
  summary: ReadonlyMap<string, Percentile>;
  days: Days;
  /** Whether any visit was counted in the longest window. */
  counted: boolean;
}) {
  const cards = speedCards(summary);
  return (
    <section class="speed-window" aria-labelledby={`window-${days}`}>
      <h2 id={`window-${days}`} class="visually-hidden">
        {speedText.window(days)}
      </h2>
      <p class="verdict" data-empty={summary.size === 0 ? "" : undefined}>
        {summary.size > 0
          ? verdict(cards, days)
          : counted
            ? speedText.emptyWindow(days)
            : speedText.empty}
      </p>
      {summary.size === 0 ? null : (
        <>
          {cards.length ? (
            <ul class="speed-cards" aria-label={speedText.byTemplate}>
              {cards.map((card) => (
                <Card card={card} />
              ))}
            </ul>
          ) : null}
          <p class="rests-on">
            {speedText.restsOn(pageViewsOf(summary), BEACONS_PER_PAGE_PER_DAY)}
          </p>
          <details class="speed-details">
            <summary>{speedText.details}</summary>
            <h3>{speedText.inWords}</h3>
            <Lines summary={summary} />
            <Table summary={summary} navigation="load" days={days} />
            <Table summary={summary} navigation="soft" days={days} />
            <Thresholds />
          </details>
        </>
      )}
    </section>
  );
}

export function speedPage(
  session: Session,
  summary: ReadonlyMap<string, Percentile>,
  days: Days,
  counted = summary.size > 0,
) {
  return documentOf(
    <Layout
      title={speedText.heading}
      view="speed"
      session={session}
      styles={[speedStylesheet().path]}
    >
      <div class="page-head">
        <h1>{speedText.heading}</h1>
        <Periods days={days} />
      </div>
      <Window summary={summary} days={days} counted={counted} />
      <p class="lede">{speedText.intro}</p>
    </Layout>,
  );
}

/** The Speed view, behind the studio's sign-in like the inbox. */
export function speedRoutes({
  db,
  auth,
  store,
  now,
}: {
  db: LeadsDb;
  auth: StudioAuth;
  store: VitalsStore;
  now: () => number;
}) {
  const speed = auth.guarded();
  speed.get("/", async (c) => {
    const days: Days = c.req.query("days") === "28" ? 28 : 7;
    // Everything received so far counts, not only what the last roll-up saw.
    await store.rollUp();
    const summary = await speedSummary(db, now(), days);
    // Nothing in 7 days: "none yet", or none lately (28 days has some)?
    const counted =
      summary.size > 0 ||
      (days < 28 && (await speedSummary(db, now(), 28)).size > 0);
    return c.html(speedPage(c.get("session"), summary, days, counted));
  });
  return speed;
}
