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
 * a phone's bandwidth, so they start in the task after the frame that
 * follows the first contentful paint with the page's fonts loaded (the
 * text's final paint: Lighthouse counts every request started before the
 * largest paint), or the load event, whichever comes first; at once in a
 * hidden tab, which paints no frames. On a page with a
 * high-priority image (a case study's or an article's cover, the first
 * portfolio card: the largest paint) only once that image has arrived. The route modules and the
 * entry are requested together, and run in the framework's order. Set
 * BOOT_EAGERLY=1 to keep the framework's script (for the benchmark).
 */
export function bootAfterFirstPaint(html: string): string {
  if (process.env.BOOT_EAGERLY === "1") return html;
  // Every module the page needs, as the framework listed them: requested
  // together when the app starts, so nothing waits on its importer.
  const preloads = [...html.matchAll(MODULE_PRELOAD_HREF)].map(
    ([, href]) => href ?? "",
  );
  html = html.replace(MODULE_PRELOAD, "");
  const bootstrap = BOOTSTRAP.exec(html);
  if (!bootstrap?.[1]) return html;
  const source = bootstrap[1];
  const imports = [...source.matchAll(STATIC_IMPORT)].map(
    ([, name, url], index) => ({ name: name ?? `_${index}`, url }),
  );
  const routeModules = ROUTE_MODULES.exec(source)?.[1];
  const entry = ENTRY_IMPORT.exec(source)?.[1];
  if (imports.length === 0 || !routeModules || !entry) {
    throw new Error("The framework's bootstrap script changed shape.");
  }
  const modules = imports.map(({ url }) => `import(${url})`).join(",");
  const names = imports.map(({ name }) => name).join(",");
  const ahead = JSON.stringify([
    ...new Set([JSON.parse(entry) as string, ...preloads]),
  ]);
  const script = [
    `const boot=()=>{for(const href of ${ahead}){const l=document.createElement("link");`,
    `l.rel="modulepreload";l.href=href;document.head.append(l)}`,
    `return Promise.all([${modules}]).then(([${names}])=>{`,
    `window.__reactRouterRouteModules=${routeModules};return import(${entry})})};`,
    // Visible: after the first contentful paint with the page's fonts in
    // place (the text's final paint), then the next frame; or after the
    // load event's next frame, whichever is first. Hidden: at once.
    `const start=()=>{if(document.visibilityState!=="visible")return boot();let started=false;`,
    `const go=()=>{if(!started){started=true;requestAnimationFrame(()=>setTimeout(boot))}};`,
    `const painted=new Promise(done=>{try{new PerformanceObserver((list,observer)=>{`,
    `if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();done()}})`,
    `.observe({type:"paint",buffered:true})}catch{done()}});`,
    `Promise.all([painted,document.fonts&&document.fonts.ready]).then(go);addEventListener("load",go,{once:true})};`,
    `const hero=document.querySelector('img[fetchpriority="high"]');`,
    `hero&&!hero.complete?["load","error"].forEach(t=>hero.addEventListener(t,start,{once:true})):start();`,
  ].join("");
  return html.replace(
    bootstrap[0],
    `<script type="module" async="">${script}</script>`,
  );
}
