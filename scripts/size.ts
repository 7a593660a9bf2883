/**
 * Size budgets: the gzip size of the JavaScript each prerendered page loads
 * up front, and of each part it loads on demand. Deterministic, so CI runs
 * it after the build; exits 1 when a budget is exceeded.
 */
import { existsSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { htmlFiles } from "./headers";
import {
  clientDirOf,
  gzipBytes,
  pageGraph,
  readBundleManifest,
  totalGzip,
} from "./bundleGraph";

import { BUDGETS, KB } from "./sizeBudgets";

const root = join(import.meta.dirname, "..");
const clientDir = clientDirOf(root);
if (!existsSync(clientDir)) {
  console.error(
    `No build at ${relative(root, clientDir)}: run npm run build first.`,
  );
  process.exit(1);
}

const manifest = readBundleManifest(clientDir);
const failures: string[] = [];
const rows: string[] = [];
const format = (bytes: number) => `${(bytes / KB).toFixed(1)} kB`;

for (const file of htmlFiles(clientDir)) {
  if (file.endsWith("__spa-fallback.html")) continue;
  const page = `/${relative(clientDir, file).replace(/index\.html$/, "")}`;
  const graph = pageGraph(manifest, readFileSync(file, "utf8"));
  const initial = totalGzip(clientDir, graph.initial);
  const deferred = totalGzip(clientDir, graph.deferred);
  rows.push(
    `${page.padEnd(48)} ${format(initial).padStart(9)} up front ${format(deferred).padStart(9)} on demand`,
  );
  const budget =
    page === "/" || page === "/Home/" || page === "/hi/"
      ? BUDGETS.home
      : page.startsWith("/hi/")
        ? BUDGETS.hindiInitial
        : page.startsWith("/insights/")
          ? BUDGETS.insights
          : BUDGETS.initial;
  if (initial > budget) {
    failures.push(`${page}: ${format(initial)} up front > ${format(budget)}`);
  }
  for (const url of graph.deferred) {
    const size = gzipBytes(clientDir, url);
    if (size > BUDGETS.deferredModule) {
      failures.push(
        `${url}: ${format(size)} on demand > ${format(BUDGETS.deferredModule)}`,
      );
    }
  }
}

console.log(`JavaScript per page (gzip -9):\n${rows.join("\n")}`);
if (failures.length > 0) {
  console.error(`\nOver budget:\n  ${failures.join("\n  ")}`);
  process.exit(1);
}
console.log(
  `\nAll pages within budget: ${format(BUDGETS.home)} up front on the home page, ${format(BUDGETS.insights)} on the insights pages, ${format(BUDGETS.initial)} elsewhere, ${format(BUDGETS.deferredModule)} per part loaded on demand.`,
);
