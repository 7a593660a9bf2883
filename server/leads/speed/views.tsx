/** @jsxImportSource hono/jsx */
import { METRIC_NAMES, type MetricName } from "../../../app/lib/vitals";
import {
  deviceText,
  formatValue,
  metricText,
  plainLine,
  ratingText,
  speedText,
  templateText,
} from "./speedText";
import { CORE_METRICS, type SpeedCard } from "./verdict";
import { type Percentile, speedKey, TEMPLATES, THRESHOLDS } from "./vitals";

/*
 * The Speed view's parts: a card per page type, and behind "Details" the
 * plain lines, the tables (cards on a phone) and Google's thresholds.
 */

/** "good up to 2.5 s, poor past 4.0 s". */
const thresholdText = (metric: MetricName) => {
  const [good, poor] = THRESHOLDS[metric];
  return `good up to ${formatValue(metric, good)}, poor past ${formatValue(metric, poor)}`;
};

export const Rating = ({ found }: { found: Percentile }) => (
  <span class="badge" data-rating={found.rating}>
    {ratingText[found.rating]}
  </span>
);

export function Card({ card }: { card: SpeedCard }) {
  const { metric, found } = card.lead;
  return (
    <li class="panel speed-card" data-rating={card.rating}>
      <div class="speed-card-head">
        <h3>{templateText[card.template]}</h3>
        <span class="badge" data-rating={card.rating}>
          {ratingText[card.rating]}
        </span>
      </div>
      <p class="lead-figure">
        <span class="value">{formatValue(metric, found.value)}</span>{" "}
        <abbr title={metricText[metric].name}>{metric}</abbr>,{" "}
        {deviceText[card.device].toLowerCase()}
      </p>
      <p class="threshold">
        {speedText.google}
        {thresholdText(metric)}
      </p>
      <dl class="card-metrics">
        {card.metrics
          .filter(
            (other) =>
              other.metric !== metric &&
              (CORE_METRICS as readonly string[]).includes(other.metric),
          )
          .map(({ metric: other, found: value }) => (
            <div data-rating={value.rating}>
              <dt>
                <abbr title={metricText[other].name}>{other}</abbr>
              </dt>
              <dd>
                {formatValue(other, value.value)}
                <span class="visually-hidden">
                  {" "}
                  ({ratingText[value.rating]})
                </span>
              </dd>
            </div>
          ))}
      </dl>
      <p class="views">{speedText.views(card.views)}</p>
    </li>
  );
}

function Cell({ metric, found }: { metric: MetricName; found?: Percentile }) {
  if (!found)
    return (
      <td class="none" data-label={metric}>
        {speedText.noData}
      </td>
    );
  return (
    <td data-label={metric}>
      <span class="value">{formatValue(metric, found.value)}</span>{" "}
      <Rating found={found} />{" "}
      <span class="views">{speedText.views(found.views)}</span>
    </td>
  );
}

export function Table({
  summary,
  navigation,
  days,
}: {
  summary: ReadonlyMap<string, Percentile>;
  navigation: "load" | "soft";
  days: number;
}) {
  const rows = TEMPLATES.flatMap((template) =>
    (["phone", "desktop"] as const).map((device) => ({ template, device })),
  ).filter(({ template, device }) =>
    METRIC_NAMES.some((metric) =>
      summary.has(speedKey(navigation, template, device, metric)),
    ),
  );
  if (rows.length === 0) return null;
  const what = navigation === "load" ? speedText.loads : speedText.soft;
  return (
    <div class="table-scroll" tabindex={0} role="region" aria-label={what}>
      <table class="speed">
        <caption>{speedText.tableCaption(what, days)}</caption>
        <thead>
          <tr>
            <th scope="col">{speedText.pageTemplate}</th>
            <th scope="col">{speedText.device}</th>
            {METRIC_NAMES.map((metric) => (
              <th scope="col">
                <abbr title={metricText[metric].name}>{metric}</abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(({ template, device }) => (
            <tr>
              <th scope="row">{templateText[template]}</th>
              <td class="device">{deviceText[device]}</td>
              {METRIC_NAMES.map((metric) => (
                <Cell
                  metric={metric}
                  found={summary.get(
                    speedKey(navigation, template, device, metric),
                  )}
                />
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** One plain line per metric and device, for all pages together. */
export function Lines({
  summary,
}: {
  summary: ReadonlyMap<string, Percentile>;
}) {
  const lines = (["phone", "desktop"] as const).flatMap((device) =>
    METRIC_NAMES.flatMap((metric) => {
      const found = summary.get(speedKey("load", "all", device, metric));
      return found ? [plainLine(device, metric, found)] : [];
    }),
  );
  return (
    <ul class="lines">
      {lines.map((line) => (
        <li>{line}</li>
      ))}
    </ul>
  );
}

export const Thresholds = () => (
  <section aria-labelledby="thresholds">
    <h3 id="thresholds">{speedText.thresholdsHeading}</h3>
    <ul class="lines">
      {METRIC_NAMES.map((metric) => (
        <li>
          {metricText[metric].name}: {thresholdText(metric)}
        </li>
      ))}
    </ul>
  </section>
);
