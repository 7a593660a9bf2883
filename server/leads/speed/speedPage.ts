import { type Session, type StudioAuth, inboxLayout } from "../inbox/inbox";
import type { LeadsDb } from "../storage/db";
import { html } from "../core/html";
import { METRIC_NAMES, type MetricName } from "../../../app/lib/vitals";
import {
  type Percentile,
  type Rating,
  speedKey,
  speedSummary,
  TEMPLATES,
  type Template,
  THRESHOLDS,
  type VitalsStore,
  BEACONS_PER_PAGE_PER_DAY,
} from "./vitals";

/*
 * The studio's "Speed" view at /studio/speed: what real visitors' browsers
 * measured, as the 75th percentile per metric, page template and device
 * class over the last 7 and 28 days, each against Google's thresholds, with
 * the page views behind it and one plain line per metric.
 */

export const SPEED_PATH = "/studio/speed";
export const WINDOWS = [7, 28] as const;

export const speedText = {
  title: "Studio - speed",
  heading: "Speed",
  intro:
    "What real visitors' browsers measured on this site: no cookies, no identifiers, only the page, the kind of device and connection, and the timings. Each figure is the 75th percentile: 3 in 4 page views were at least this fast. Good, needs improvement and poor are Google's thresholds.",
  empty:
    "No page views measured in these days yet. Figures appear once visitors browse the site with the lead service on.",
  window: (days: number) => `Last ${days} days`,
  loads: "Page loads",
  soft: "In-page navigations (client-side and back/forward)",
  tableCaption: (what: string, days: number) =>
    `${what}, last ${days} days: 75th percentile by page template and device`,
  pageTemplate: "Page",
  device: "Device",
  views: (n: number) => (n === 1 ? "1 page view" : `${n} page views`),
  restsOn: (n: number, perPage: number) =>
    `These figures rest on ${n === 1 ? "1 page view" : `${n} page views`}; each address counts at most ${perPage} a day for a page, so a few visitors (or a forger) cannot steer them.`,
  thresholdsHeading: "Google's thresholds",
  noData: "no data",
} as const;

export const metricText: Record<
  MetricName,
  { name: string; line: (value: string) => string }
> = {
  LCP: {
    name: "Largest Contentful Paint (LCP)",
    line: (v) => `pages show their main content in ${v}`,
  },
  INP: {
    name: "Interaction to Next Paint (INP)",
    line: (v) => `pages answer a tap, click or key press within ${v}`,
  },
  CLS: {
    name: "Cumulative Layout Shift (CLS)",
    line: (v) => `content moves by a layout shift score of ${v} or less`,
  },
  FCP: {
    name: "First Contentful Paint (FCP)",
    line: (v) => `the first text or image appears in ${v}`,
  },
  TTFB: {
    name: "Time to First Byte (TTFB)",
    line: (v) => `the server starts answering in ${v}`,
  },
};

const templateText: Record<Template, string> = {
  home: "Home",
  portfolio: "Portfolio",
  "case-study": "Case study",
  insights: "Insights list",
  article: "Article",
};
const deviceText = { phone: "Phones", desktop: "Desktops" } as const;
const ratingText: Record<Rating, string> = {
  good: "good",
  "needs-improvement": "needs improvement",
  poor: "poor",
};

/** A metric's value as people read it: "1.4 s", "180 ms", "0.05". */
export function formatValue(metric: MetricName, value: number) {
  if (metric === "CLS") return value === 0 ? "0" : value.toFixed(2);
  if (metric !== "INP" && value >= 1000)
    return `${(value / 1000).toFixed(1)} s`;
  return `${Math.round(value)} ms`;
}

/** "Phones: pages show their main content in 1.4 s for 3 in 4 visitors (good)." */
export function plainLine(
  device: keyof typeof deviceText,
  metric: MetricName,
  found: Percentile,
) {
  return `${deviceText[device]}: ${metricText[metric].line(formatValue(metric, found.value))} for 3 in 4 visitors (${ratingText[found.rating]}, ${speedText.views(found.views)}).`;
}

function cell(metric: MetricName, found: Percentile | undefined) {
  if (!found) return html`<td class="none">${speedText.noData}</td>`;
  return html`<td>
    <span class="value">${formatValue(metric, found.value)}</span>
    <span class="badge" data-rating="${found.rating}"
      >${ratingText[found.rating]}</span
    >
    <span class="views">${speedText.views(found.views)}</span>
  </td>`;
}

function table(
  summary: Map<string, Percentile>,
  navigation: "load" | "soft",
  days: number,
) {
  const rows = TEMPLATES.flatMap((template) =>
    (["phone", "desktop"] as const).map((device) => ({ template, device })),
  ).filter(({ template, device }) =>
    METRIC_NAMES.some((metric) =>
      summary.has(speedKey(navigation, template, device, metric)),
    ),
  );
  if (rows.length === 0) return "";
  const what = navigation === "load" ? speedText.loads : speedText.soft;
  return html`<div
    class="table-scroll"
    tabindex="0"
    role="region"
    aria-label="${what}"
  >
    <table class="speed">
      <caption>
        ${speedText.tableCaption(what, days)}
      </caption>
      <thead>
        <tr>
          <th scope="col">${speedText.pageTemplate}</th>
          <th scope="col">${speedText.device}</th>
          ${METRIC_NAMES.map((metric) => html`<th scope="col"><abbr title="${metricText[metric].name}">${metric}</abbr></th>`)}
        </tr>
      </thead>
      <tbody>
        ${rows.map(
          ({ template, device }) =>
            html`<tr>
              <th scope="row">${templateText[template]}</th>
              <td>${deviceText[device]}</td>
              ${METRIC_NAMES.map((metric) =>
                cell(
                  metric,
                  summary.get(speedKey(navigation, template, device, metric)),
                ),
              )}
            </tr>`,
        )}
      </tbody>
    </table>
  </div>`;
}

/** The page views a window's figures rest on: per kind of navigation and device, the most any metric has. */
export function pageViewsOf(summary: Map<string, Percentile>) {
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

function windowSection(summary: Map<string, Percentile>, days: number) {
  const lines = (["phone", "desktop"] as const).flatMap((device) =>
    METRIC_NAMES.flatMap((metric) => {
      const found = summary.get(speedKey("load", "all", device, metric));
      return found ? [plainLine(device, metric, found)] : [];
    }),
  );
  return html`<section class="speed-window" aria-labelledby="window-${days}">
    <h2 id="window-${days}">${speedText.window(days)}</h2>
    ${
      summary.size === 0
        ? html`<p>${speedText.empty}</p>`
        : html`<p class="rests-on">
              ${speedText.restsOn(pageViewsOf(summary), BEACONS_PER_PAGE_PER_DAY)}
            </p>
            <ul class="lines">
              ${lines.map((line) => html`<li>${line}</li>`)}
            </ul>
            ${table(summary, "load", days)} ${table(summary, "soft", days)}`
    }
  </section>`;
}

function thresholds() {
  return html`<section aria-labelledby="thresholds">
    <h2 id="thresholds">${speedText.thresholdsHeading}</h2>
    <ul>
      ${METRIC_NAMES.map((metric) => {
        const [good, poor] = THRESHOLDS[metric];
        return html`<li>
          ${metricText[metric].name}: good up to ${formatValue(metric, good)},
          poor past ${formatValue(metric, poor)}
        </li>`;
      })}
    </ul>
  </section>`;
}

export function speedPage(
  session: Session,
  summaries: readonly { days: number; summary: Map<string, Percentile> }[],
) {
  return inboxLayout({
    title: speedText.heading,
    view: "speed",
    session,
    body: html`<h1>${speedText.heading}</h1>
      <p class="lede">${speedText.intro}</p>
      ${summaries.map(({ days, summary }) => windowSection(summary, days))}
      ${thresholds()}`,
  });
}

/** The Speed view's own rules, after the inbox's (inbox/assets.ts). */
export const speedStyles = `
.speed-window { display: grid; gap: var(--space-4); margin-top: var(--space-8); }
.lines { display: grid; gap: var(--space-2); padding-left: var(--space-5); }
.table-scroll { overflow-x: auto; border-radius: var(--radius-lg); border: var(--hairline) solid var(--color-border); background: var(--color-surface); }
.speed { width: 100%; border-collapse: collapse; font-size: var(--text-sm); }
.speed caption { text-align: left; padding: var(--space-3) var(--space-4); font-weight: var(--font-weight-semibold); }
.speed th, .speed td { padding: var(--space-2) var(--space-3); text-align: left; vertical-align: top; border-top: var(--hairline) solid var(--color-border); }
.speed td span { display: block; }
.speed .value { font-weight: var(--font-weight-semibold); font-size: var(--text-base); }
.speed .views, .speed .none { color: var(--color-muted); }
.badge[data-rating="good"] { background: var(--color-success-soft); border-color: var(--color-success); color: var(--color-success); }
.badge[data-rating="needs-improvement"] { background: var(--color-surface-alt); }
.badge[data-rating="poor"] { background: var(--color-danger-soft); border-color: var(--color-danger); color: var(--color-danger); }
`;

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
    // Everything received so far counts, not only what the last roll-up saw.
    await store.rollUp();
    const at = now();
    const summaries = await Promise.all(
      WINDOWS.map(async (days) => ({
        days,
        summary: await speedSummary(db, at, days),
      })),
    );
    return c.html(speedPage(c.get("session"), summaries));
  });
  return speed;
}
