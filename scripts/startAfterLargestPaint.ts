/**
 * The app starts after the page's largest paint (ADR 001).
 *
 * The framework's inline module script is kept word for word, with a type
 * the browser does not run, and a small head script runs that same text as
 * a module once the page has painted: the first contentful paint, and on a
 * page with a high-priority image (the first screen's case-study image, a
 * case study's or an article's cover) that image's paint, then one more
 * frame. A hidden tab, which paints no frames, starts at once. Nothing of
 * the framework's script is read or rewritten: only its type changes, and a
 * page without it is left as it is.
 */
const FRAMEWORK_START = '<script type="module" async="">';
export const HELD_START_TYPE = "text/x-app-start";

const HELD = `script[type="${HELD_START_TYPE}"]`;

/** The head script that runs the held start (hashed in the CSP). */
export const START_SCRIPT = [
  `(()=>{let started=false;`,
  `const parsed=new Promise(done=>document.readyState==="loading"?document.addEventListener("DOMContentLoaded",()=>done(),{once:true}):done());`,
  `const start=()=>{if(started)return;started=true;parsed.then(()=>{const held=document.querySelector('${HELD}');if(!held)return;`,
  `const run=document.createElement("script");run.type="module";run.textContent=held.textContent;document.head.append(run)})};`,
  `if(document.visibilityState!=="visible")return start();`,
  `document.addEventListener("visibilitychange",()=>{if(document.visibilityState!=="visible")start()});`,
  // An entry type the browser does not record counts as seen.
  `const seen=(type,test)=>new Promise(done=>{try{if(!PerformanceObserver.supportedEntryTypes.includes(type))return done();`,
  `new PerformanceObserver((list,observer)=>{if(list.getEntries().some(test)){observer.disconnect();done()}}).observe({type,buffered:true})}catch{done()}});`,
  `const loaded=new Promise(done=>document.readyState==="complete"?done():addEventListener("load",()=>done(),{once:true}));`,
  `const painted=seen("paint",entry=>entry.name==="first-contentful-paint");`,
  // The image painted as the largest paint (an entry is reported once the
  // frame is on screen), or, if something larger painted first, the page
  // has loaded, the image is decoded (an async-decoded image can paint
  // after the load event) and two frames have gone by.
  `const frame=()=>new Promise(done=>requestAnimationFrame(()=>done()));`,
  `parsed.then(()=>{const image=document.querySelector('img[fetchpriority="high"]');`,
  `return Promise.all([painted,image&&Promise.race([seen("largest-contentful-paint",entry=>entry.element===image),`,
  `loaded.then(()=>image.decode()).catch(()=>{}).then(frame).then(frame)])])})`,
  `.then(()=>requestAnimationFrame(()=>setTimeout(start)))})()`,
].join("");

export function startAfterLargestPaint(html: string): string {
  if (!html.includes(FRAMEWORK_START)) return html;
  return html
    .replace(FRAMEWORK_START, `<script type="${HELD_START_TYPE}">`)
    .replace("</head>", `<script>${START_SCRIPT}</script></head>`);
}
