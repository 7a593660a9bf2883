const MODULE_PRELOAD = /<link rel="modulepreload" href="[^"]*"\/>/g;
const MODULE_PRELOAD_HREF = /<link rel="modulepreload" href="([^"]*)"\/>/g;

/**
 * Removes `<link rel="modulepreload">` tags. Lighthouse's simulation counts
 * every request that ends before the largest paint, and the framework
 * preloads every module of the route ahead of the page's own CSS and fonts.
 * Set KEEP_MODULEPRELOAD=1 to keep them (for comparison in the benchmark).
 */
export function stripModulePreloads(html: string): string {
  if (process.env.KEEP_MODULEPRELOAD === "1") return html;
  return html.replace(MODULE_PRELOAD, "");
}

/** Module preloads started per task when the app starts (see the script). */
const PRELOADS_PER_TASK = 6;

/** The framework's inline script that hands the page's state to the app. */
const FRAMEWORK_CONTEXT = "window.__reactRouterContext";
const SHAPE_CHANGED = [
  "React Router's inline bootstrap changed shape, so the start-up layer",
  "(scripts/boot.ts) cannot start the app after the first paint. Compare a",
  'built page\'s last <script type="module"> with what boot.ts expects',
  "(imports, window.__reactRouterRouteModules, then import(entry)), update",
  "boot.ts and scripts/bootShape.test.ts, or build with BOOT_EAGERLY=1 to ship",
  "the framework's own start (docs/decisions/001-hydration.md).",
].join(" ");

/** The framework's inline module script that starts the app. */
const BOOTSTRAP =
  /<script type="module" async="">([^<]*window\.__reactRouterRouteModules[^<]*)<\/script>/;
const STATIC_IMPORT = /^import (?:\* as (\w+) from )?("[^"]+");$/gm;
const ROUTE_MODULES = /window\.__reactRouterRouteModules = (\{[^}]*\});/;
const ENTRY_IMPORT = /import\(("[^"]+")\);/;

/**
 * Starts the app after the page's first paint instead of during parsing.
 *
 * The prerendered HTML is the whole page: it paints from HTML, CSS and
 * fonts alone, and its links and form work as plain HTML before any script
 * runs. Fetching the app's modules while those load makes them compete for
 * a phone's bandwidth, and Lighthouse counts every request started before
 * the largest paint. So they start in the task after the frame that follows
 * the first contentful paint, once the page's fonts are in (the text's
 * final paint) and, on a page with a high-priority image (a case study's or
 * an article's cover, the first portfolio card), once that image has
 * painted; at once in a hidden tab, which paints no frames. The route
 * modules and the entry are requested together, and run in the framework's
 * order. Set BOOT_EAGERLY=1 to keep the framework's script (for the
 * benchmark).
 */
export function bootAfterFirstPaint(html: string): string {
  if (process.env.BOOT_EAGERLY === "1") return html;
  // Every module the page needs, as the framework listed them: requested
  // together when the app starts, so nothing waits on its importer.
  const preloads = [...html.matchAll(MODULE_PRELOAD_HREF)].map(
    ([, href]) => href ?? "",
  );
  html = html.replace(MODULE_PRELOAD, "");
  // A page without the framework's context starts no app: nothing to do.
  if (!html.includes(FRAMEWORK_CONTEXT)) return html;
  const bootstrap = BOOTSTRAP.exec(html);
  const source = bootstrap?.[1] ?? "";
  const imports = [...source.matchAll(STATIC_IMPORT)].map(
    ([, name, url], index) => ({ name: name ?? `_${index}`, url }),
  );
  const routeModules = ROUTE_MODULES.exec(source)?.[1];
  const entry = ENTRY_IMPORT.exec(source)?.[1];
  if (!bootstrap || imports.length === 0 || !routeModules || !entry) {
    throw new Error(SHAPE_CHANGED);
  }
  const modules = imports.map(({ url }) => `import(${url})`).join(",");
  const names = imports.map(({ name }) => name).join(",");
  const ahead = JSON.stringify([
    ...new Set([JSON.parse(entry) as string, ...preloads]),
  ]);
  const script = [
    // Each preload costs the page about a millisecond of the browser's
    // own work to start: a few per task, so none of them is a long task.
    `const boot=()=>{const ahead=${ahead};const add=()=>{for(const href of ahead.splice(0,${PRELOADS_PER_TASK})){`,
    `const l=document.createElement("link");l.rel="modulepreload";l.href=href;document.head.append(l)}`,
    `if(ahead.length)setTimeout(add)};add();`,
    `return Promise.all([${modules}]).then(([${names}])=>{`,
    `window.__reactRouterRouteModules=${routeModules};return import(${entry})})};`,
    // Visible: once the first contentful paint has been presented (the
    // load event alone is not enough: it can come first), the page's fonts
    // have loaded (or the page has), and, on a page with a high-priority
    // image, that image has painted as the largest paint (or, if something
    // larger painted first, it has loaded); then the next frame. Hidden, at
    // the start or before that: at once, as a hidden tab paints no frames.
    `const start=()=>{let started=false;const now=()=>{if(!started){started=true;boot()}};`,
    `if(document.visibilityState!=="visible")return now();`,
    `document.addEventListener("visibilitychange",()=>{if(document.visibilityState!=="visible")now()});`,
    // A type the browser does not record counts as seen: it would never come.
    `const seen=(type,test)=>new Promise(done=>{try{if(!PerformanceObserver.supportedEntryTypes.includes(type))return done();`,
    `new PerformanceObserver((list,observer)=>{`,
    `if(list.getEntries().some(test)){observer.disconnect();done()}}).observe({type,buffered:true})}catch{done()}});`,
    `const loaded=new Promise(done=>document.readyState==="complete"?done():addEventListener("load",done,{once:true}));`,
    `const painted=seen("paint",e=>e.name==="first-contentful-paint");`,
    `const hero=document.querySelector('img[fetchpriority="high"]');`,
    `Promise.all([hero?Promise.race([seen("largest-contentful-paint",e=>e.element===hero),Promise.all([painted,loaded])]):painted,`,
    `Promise.race([document.fonts&&document.fonts.ready,loaded])]).then(()=>{`,
    `if(!started)requestAnimationFrame(()=>setTimeout(now))})};start();`,
  ].join("");
  return html.replace(
    bootstrap[0],
    `<script type="module" async="">${script}</script>`,
  );
}
