const MODULE_PRELOAD = /<link rel="modulepreload" href="[^"]*"\/>/g;

/**
 * Removes `<link rel="modulepreload">` tags. Lighthouse's simulation counts
 * every high-priority request that starts before the largest paint, and the
 * framework preloads every module of the route: on these prerendered pages
 * that delays the LCP it reports. The module script still loads them all.
 * Set KEEP_MODULEPRELOAD=1 to keep them (for comparison in the benchmark).
 */
export function stripModulePreloads(html: string): string {
  if (process.env.KEEP_MODULEPRELOAD === "1") return html;
  return html.replace(MODULE_PRELOAD, "");
}
