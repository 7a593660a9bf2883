import type {
  MeasuredFigure,
  Measurements,
  measuredCopy as englishCopy,
} from "~/content/measured";
import type { Translation } from "~/content/translation";

export type { MeasuredFigure, Measurements } from "~/content/measured";

/** The figures' words in the page's language, and its date locale. */
export type MeasuredWords = {
  measuredCopy: Translation<typeof englishCopy>;
  /** `en-IN` or `hi-IN`. */
  dateLocale: string;
};

const dateText = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(locale, {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "Asia/Kolkata",
  }).format(new Date(iso));

const aboutIn =
  ({ measuredCopy, dateLocale }: MeasuredWords) =>
  (iso: string) => ({
    when: measuredCopy.measuredOn(dateText(iso, dateLocale)),
    iso,
    howLabel: measuredCopy.howLink,
    howPath: measuredCopy.howPath,
  });

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/**
 * The figures beside the hero's stat cards and the web tab's KPI chips:
 * empty lists when nothing was measured, so the content's figures show
 * alone, as before.
 */
export function measuredFigures(
  measurements: Measurements,
  words: MeasuredWords,
) {
  const { measuredCopy } = words;
  const about = aboutIn(words);
  const hero: MeasuredFigure[] = [];
  const kpis: MeasuredFigure[] = [];
  const { lighthouse, field } = measurements;
  if (lighthouse) {
    const when = about(lighthouse.date);
    hero.push({
      text: measuredCopy.lighthouse(lighthouse.performance, lighthouse.runs),
      ...when,
    });
    kpis.push({
      text: [
        measuredCopy.tti(seconds(lighthouse.ttiMs)),
        measuredCopy.lighthouseChip(lighthouse.performance),
        measuredCopy.accessibilityChip(lighthouse.accessibility),
      ].join(" · "),
      ...when,
    });
  }
  if (field) {
    const when = about(field.date);
    hero.push({
      text: measuredCopy.phoneLcp(seconds(field.phoneLcpMs), field.days),
      ...when,
    });
    if (field.phoneInpMs !== undefined) {
      kpis.push({ text: measuredCopy.phoneInp(field.phoneInpMs), ...when });
    }
  }
  return { hero, kpis };
}

export type Measured = ReturnType<typeof measuredFigures>;
