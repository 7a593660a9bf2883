/**
 * Prints, as JSON, the figures the site may show as measured (read.ts,
 * shaped by app/lib/measured.ts). The build's plugin runs it in its own
 * process, so the Vite config loads no TypeScript of the app's.
 */
import { join } from "node:path";
import { measuredFigures } from "../../app/lib/measured";
import { readMeasurements } from "./read";

const root = join(import.meta.dirname, "..", "..");
process.stdout.write(
  JSON.stringify(measuredFigures(await readMeasurements(root))),
);
