/*
 * Real visitors' speed: each page view's beacon is checked, binned and
 * kept only until the next roll-up, which folds it into one count per day,
 * page template, device class, connection, kind of navigation, metric and
 * fixed bin. The 75th percentile of any of those is read back from the
 * bins, so storage is bounded by days, never by traffic.
 */

export { VITALS_PATH } from "../../../app/lib/vitals";
export * from "./beacons";
export * from "./bins";
export * from "./limits";
export * from "./route";
export * from "./store";
export * from "./summary";
