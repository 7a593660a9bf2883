/** Generated at build by scripts/measurements/plugin.ts. */
declare module "virtual:measurements" {
  import type { MeasuredFigure } from "~/content/measured";

  /** The figures beside the hero's stat cards and the web tab's KPI chips. */
  export const measured: {
    hero: readonly MeasuredFigure[];
    kpis: readonly MeasuredFigure[];
  };
}
