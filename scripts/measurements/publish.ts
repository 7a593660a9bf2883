/**
 * Publishes what the site may show as measured into
 * app/content/measurements.json, on purpose: the latest `npm run bench` of
 * this checkout and, with LEADS_DATABASE_URL set, real visitors' figures
 * from the lead service's database (read.ts). The build reads only that
 * committed file, never a database: review the change, then commit it.
 *
 *   npm run measurements:publish
 *   LEADS_DATABASE_URL=file:./data/leads.db npm run measurements:publish
 */
import { join } from "node:path";
import { PUBLISHED_FILE, publishMeasurements } from "./read";

const published = await publishMeasurements(
  join(import.meta.dirname, "..", ".."),
);
console.log(
  `${PUBLISHED_FILE}: ${Object.keys(published).join(", ") || "nothing measured"}`,
);
