import AxeBuilder from "@axe-core/playwright";
import {
  type BrowserContext,
  test as base,
  expect,
  type Locator,
  type APIRequestContext,
  type Page,
  type Route,
} from "@playwright/test";
import { runnerImport } from "vite";
import type * as CaseStudiesModule from "../app/content/caseStudies";
import { homeSectionOrder, type SectionId } from "../app/content/sectionIds";
import { HYDRATED_ATTRIBUTE } from "../app/hooks/useHydratedMarker";

/* ------------------------------------------------------------------ *
 * Fixtures: every spec imports `test` and `expect` from here.
 * ------------------------------------------------------------------ */

/** What went wrong on the page during a test, and what a test lets through. */
type PageProblems = {
  /** Problems seen so far, minus the allowed ones. */
  readonly list: readonly string[];
  /** Lets problems matching any of the patterns through, for this test. */
  allow(...patterns: RegExp[]): void;
  /** Watches a context the test made itself (`browser.newContext()`). */
  watch(context: BrowserContext): void;
};

type Options = {
  /**
   * Failures a test provokes on purpose (offline, a chunk that 404s, an
   * aborted route): problems matching any of these do not fail it. A
   * problem reads like `pageerror: …`, `console.error: …`,
   * `requestfailed net::ERR_FAILED GET <url>` or `HTTP 404 GET <url>`.
   */
  allowedFailures: RegExp[];
};

type Fixtures = {
  /**
   * Automatic: fails any test during which a page had an uncaught error, a
   * console error, a request that failed (not one the browser cancelled,
   * `net::ERR_ABORTED`) or a same-origin response of 400 or more (other than
   * a page navigation: the not-found pages answer 404 on purpose).
   */
  pageProblems: PageProblems;
};

export const test = base.extend<Options & Fixtures>({
  allowedFailures: [[], { option: true }],
  pageProblems: [
    async ({ context, allowedFailures, baseURL }, use, testInfo) => {
      const origin = baseURL ? new URL(baseURL).origin : null;
      const allowed = [...allowedFailures];
      const seen: string[] = [];
      const watched = new WeakSet<BrowserContext>();
      const note = (problem: string) => seen.push(problem);
      const watch = (target: BrowserContext) => {
        if (watched.has(target)) return;
        watched.add(target);
        target.on("weberror", (error) =>
          note(`pageerror: ${error.error().message}`),
        );
        target.on("console", (message) => {
          // A failed load is reported below, with its URL and status.
          if (
            message.type() !== "error" ||
            message.text().startsWith("Failed to load resource")
          ) {
            return;
          }
          const { url } = message.location();
          note(`console.error: ${message.text()}${url ? ` (${url})` : ""}`);
        });
        target.on("requestfailed", (request) => {
          const reason = request.failure()?.errorText ?? "failed";
          if (reason === "net::ERR_ABORTED") return;
          note(`requestfailed ${reason} ${request.method()} ${request.url()}`);
        });
        target.on("response", (response) => {
          const request = response.request();
          if (
            response.status() < 400 ||
            new URL(response.url()).origin !== origin ||
            (request.isNavigationRequest() &&
              request.resourceType() === "document")
          ) {
            return;
          }
          note(
            `HTTP ${response.status()} ${request.method()} ${response.url()}`,
          );
        });
      };
      const problems = () =>
        seen.filter((problem) => !allowed.some((re) => re.test(problem)));
      watch(context);
      await use({
        get list() {
          return problems();
        },
        allow: (...patterns) => allowed.push(...patterns),
        watch,
      });
      const left = problems();
      if (left.length > 0) {
        await testInfo.attach("page problems", {
          body: left.join("\n"),
          contentType: "text/plain",
        });
      }
      expect(
        left,
        "page errors, console errors or failed requests during the test",
      ).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

export const HOME_HEADING = "We Help BRANDS Become their best";

/**
 * The home page's sections as SPEC section 1 lists them, in its order: the
 * tests' own statement of the spec, typed so an anchor the site lacks fails
 * typecheck.
 */
export const SPEC_SECTIONS: readonly SectionId[] = [
  "home",
  "about",
  "services",
  "process",
  "why",
  "contact",
];

/** The phone and the laptop the home page's first screens are judged on. */
export const PHONE = { width: 390, height: 844 } as const;
export const LAPTOP = { width: 1280, height: 800 } as const;
export const THEMES = ["light", "dark"] as const;

export const VIEWPORTS = {
  phone: { width: 375, height: 740 },
  tablet: { width: 768, height: 1024 },
  desktop: { width: 1280, height: 800 },
} as const;

/** Set on `<html>` by the app once React has hydrated the page. */
const HYDRATED = `html[${HYDRATED_ATTRIBUTE}]`;

/**
 * Waits until React has hydrated the page (the app marks `<html>` with
 * `data-hydrated`): handlers work from then on.
 */
export async function waitForHydration(page: Page) {
  await page.locator(HYDRATED).waitFor({ state: "attached" });
}

/** The contact form's accessible names, as the English page has them. */
export const ENGLISH_FORM = {
  form: "Send us a message",
  name: "Name",
  email: "Email",
  message: "Message",
  send: "Send message",
};

export type FormNames = typeof ENGLISH_FORM;

/** The contact form's fields on `page`, found by their names. */
export function enquiryForm(page: Page, names: FormNames = ENGLISH_FORM) {
  const root = page.getByRole("form", { name: names.form });
  return {
    root,
    name: root.getByRole("textbox", { name: names.name }),
    email: root.getByRole("textbox", { name: names.email }),
    phone: root.getByRole("textbox", { name: /Phone or WhatsApp/ }),
    message: root.getByRole("textbox", { name: names.message, exact: true }),
    send: root.getByRole("button", { name: names.send }),
  };
}

/** Opens `url` at its contact form, once React has hydrated the page. */
export async function openEnquiryForm(
  page: Page,
  url = "/",
  names: FormNames = ENGLISH_FORM,
) {
  await page.goto(url);
  await page.locator("section#contact").scrollIntoViewIfNeeded();
  await waitForHydration(page);
  return enquiryForm(page, names);
}

export type EnquiryForm = ReturnType<typeof enquiryForm>;

/** Types the visitor's words into the form's fields, as a visitor would. */
export async function fillEnquiry(
  form: EnquiryForm,
  visitor: { name: string; email: string; phone?: string; message: string },
) {
  await form.name.fill(visitor.name);
  await form.email.fill(visitor.email);
  if (visitor.phone !== undefined) await form.phone.fill(visitor.phone);
  await form.message.fill(visitor.message);
}

/** Opens `url` and waits until React has hydrated it. */
export async function openHydrated(page: Page, url = "/") {
  await page.goto(url);
  await waitForHydration(page);
}

/** Whether React has hydrated the page yet, read once. */
export function isHydrated(page: Page) {
  return page.evaluate(
    (selector) => document.querySelector(selector) !== null,
    HYDRATED,
  );
}

/**
 * Collects uncaught page errors and console errors (and, unless told
 * otherwise, warnings) for the whole test.
 */
export function collectErrors(
  page: Page,
  { warnings = true }: { warnings?: boolean } = {},
): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
  page.on("console", (message) => {
    const type = message.type();
    if (type === "error" || (warnings && type === "warning")) {
      errors.push(`console.${type}: ${message.text()}`);
    }
  });
  return errors;
}

/**
 * Waits until the page has requested nothing new for a little while: the
 * resource timing list stops growing.
 */
export async function waitForQuietNetwork(page: Page) {
  let previous = -1;
  await expect
    .poll(
      async () => {
        const count = await page.evaluate(
          () => performance.getEntriesByType("resource").length,
        );
        const isQuiet = count === previous;
        previous = count;
        return isQuiet;
      },
      { intervals: [300] },
    )
    .toBe(true);
}

/**
 * Holds every request matching `pattern` until `release()`: with
 * `"**\/assets/*.js"`, the visitor acts on the prerendered page before any
 * of the app's code has run.
 */
export async function holdRequests(page: Page, pattern: string) {
  const held: Route[] = [];
  let isHolding = true;
  const handler = (route: Route) => {
    if (isHolding) held.push(route);
    else void route.continue();
  };
  await page.route(pattern, handler);
  return {
    held,
    async release() {
      isHolding = false;
      await Promise.all(held.splice(0).map((route) => route.continue()));
      await page.unroute(pattern, handler);
    },
  };
}

/**
 * Opens `url` with the page's own scripts held back: the prerendered page as
 * a visitor has it before any of its code runs. `release()` lets them load.
 */
export async function openBeforeScripts(page: Page, url = "/") {
  const scripts = await holdRequests(page, "**/assets/*.js");
  await page.goto(url, { waitUntil: "domcontentloaded" });
  return scripts;
}

export function scrollY(page: Page) {
  return page.evaluate(() => window.scrollY);
}

/** The scroll offset on the next frame: where an instant scroll has landed. */
export function scrollYNextFrame(page: Page) {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) =>
        requestAnimationFrame(() => resolve(window.scrollY)),
      ),
  );
}

/** Waits until the page rests at its bottom (a keyboard scroll glides). */
export async function waitForBottom(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          Math.ceil(window.scrollY + window.innerHeight) >=
          document.documentElement.scrollHeight - 1,
      ),
    )
    .toBe(true);
}

/**
 * Presses End and waits until the page rests at its bottom: a keyboard
 * scroll glides, and a link clicked mid-glide would race it.
 */
export async function pressEndAndSettle(page: Page) {
  await page.keyboard.press("End");
  await waitForBottom(page);
}

export async function scrollTo(page: Page, y: number) {
  await page.evaluate(
    (top) => window.scrollTo({ top, behavior: "instant" }),
    y,
  );
  await expect.poll(() => scrollY(page)).toBe(y);
}

/** The section's top edge and the sticky header's bottom edge, in viewport px. */
export function sectionPlacement(page: Page, id: SectionId) {
  return page.evaluate((sectionId) => {
    const section = document.getElementById(sectionId);
    const header = document.querySelector("header");
    if (!section || !header) throw new Error(`missing #${sectionId} or header`);
    return {
      top: Math.round(section.getBoundingClientRect().top),
      headerBottom: Math.round(header.getBoundingClientRect().bottom),
    };
  }, id);
}

/**
 * Expects the section to have been scrolled to: its top sits just below the
 * sticky header, never under it.
 */
export async function expectSectionAtTop(page: Page, id: SectionId) {
  await expect(async () => {
    const { top, headerBottom } = await sectionPlacement(page, id);
    expect(top).toBeGreaterThanOrEqual(headerBottom);
    const isAtBottom = await page.evaluate(
      () =>
        Math.ceil(window.scrollY + window.innerHeight) >=
        document.documentElement.scrollHeight - 1,
    );
    // A section near the end may not reach the top: the page ends first.
    if (!isAtBottom) expect(top).toBeLessThanOrEqual(headerBottom + 48);
    else expect(top).toBeLessThan(await page.evaluate(() => innerHeight / 2));
  }).toPass();
}

/** Brings a section near the viewport so its on-demand parts hydrate. */
export async function revealSection(page: Page, id: SectionId) {
  await page.locator(`#${id}`).scrollIntoViewIfNeeded();
}

/* ------------------------------------------------------------------ *
 * Accessibility helpers (axe, hydration of on-demand parts, colours).
 * ------------------------------------------------------------------ */

export const WCAG_TAGS = [
  "wcag2a",
  "wcag2aa",
  "wcag21a",
  "wcag21aa",
  "wcag22aa",
];

export type AxeFinding = { id: string; help: string; targets: string[] };

/** axe-core set to the WCAG 2.2 A/AA tags, over the page or one part of it. */
function axeBuilder(page: Page, { include }: { include?: string } = {}) {
  const builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  return include ? builder.include(include) : builder;
}

/** Runs axe-core with the WCAG 2.2 A/AA tags; returns what it found, compact. */
export async function axeFindings(
  page: Page,
  options: { include?: string } = {},
): Promise<AxeFinding[]> {
  const results = await axeBuilder(page, options).analyze();
  // The scan really ran its rules over the page.
  expect(results.passes.length).toBeGreaterThan(options.include ? 0 : 10);
  return results.violations.map((violation) => ({
    id: violation.id,
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.join(" ")),
  }));
}

/** Follows the link named `link` in the navigation landmark named `nav`. */
export async function followNavLink(page: Page, nav: string, link: string) {
  await page
    .getByRole("navigation", { name: nav })
    .getByRole("link", { name: link })
    .click();
}

/**
 * In each colour scheme, a test per path that axe finds nothing on it at
 * each of `widths` in turn (one page, laid out for each width), then the
 * scheme's own tests, `more`.
 */
export function axeInBothThemes(
  paths: readonly string[],
  widths: readonly number[],
  more: () => void = () => {},
) {
  for (const scheme of ["light", "dark"] as const) {
    test.describe(`in the ${scheme} theme`, () => {
      test.use({ colorScheme: scheme });

      for (const path of paths) {
        test(`axe finds no violations on ${path} at ${widths.join(", ")} px`, async ({
          page,
        }) => {
          // A whole-page scan per width in one test: the usual 30 s is
          // for one.
          test.setTimeout(90_000);
          await page.setViewportSize({ width: widths[0] ?? 1280, height: 900 });
          await page.goto(path);
          await waitForHydration(page);
          await expect(page.locator("html")).toHaveCSS("color-scheme", scheme);
          for (const width of widths) {
            await test.step(`at ${width} px`, async () => {
              await page.setViewportSize({ width, height: 900 });
              await waitForStillness(page);
              expect(await axeFindings(page), `${path} at ${width} px`).toEqual(
                [],
              );
            });
          }
        });
      }
      more();
    });
  }
}

/**
 * Waits until the element is on the page and React has hydrated it. The
 * home page hydrates section by section after `data-hydrated` on `<html>`
 * (each is a Suspense boundary), and each section takes `data-hydrated`
 * in turn: this waits for the mark on the element's own section, so its
 * state is the app's from then.
 */
export async function waitForReact(locator: Locator) {
  await locator.waitFor({ state: "attached" });
  await waitForHydration(locator.page());
  await expect
    .poll(() =>
      locator.evaluate(
        (element, { ids, attribute }) => {
          const part = element.closest(ids.map((id) => `#${id}`).join(","));
          return !part || part.hasAttribute(attribute);
        },
        { ids: homeSectionOrder, attribute: HYDRATED_ATTRIBUTE },
      ),
    )
    .toBe(true);
}

/**
 * Brings a section into view and waits until the part matching `selector`
 * inside it has hydrated, so it answers to input.
 */
export async function hydrateSection(
  page: Page,
  id: SectionId,
  selector: string,
) {
  await revealSection(page, id);
  await waitForReact(page.locator(`#${id} ${selector}`).first());
}

export const hydrateServiceTabs = (page: Page) =>
  hydrateSection(page, "services", '[role="tab"]');
export const hydrateContactForm = (page: Page) =>
  hydrateSection(page, "contact", "form");
export const hydrateAssistant = (page: Page) =>
  hydrateSection(page, "assistant", '[role="log"]');

/**
 * Waits until no finite animation or transition is running (a tab fade, a
 * dialog opening), so a scan sees the state the visitor ends up with.
 */
export async function waitForStillness(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          document
            .getAnimations()
            .filter(
              (animation) =>
                animation.playState === "running" &&
                animation.effect?.getTiming().iterations !== Infinity,
            ).length,
      ),
    )
    .toBe(0);
}

export type Rgba = readonly [number, number, number, number];

/** Parses a computed colour: `rgb(1, 2, 3)`, `rgba(1, 2, 3, 0.5)` or `rgb(1 2 3 / 50%)`. */
export function parseColour(value: string): Rgba {
  const match = value.match(/rgba?\(([^)]+)\)/);
  if (!match?.[1]) throw new Error(`Not an sRGB colour: ${value}`);
  const parts = match[1].split(/[\s,/]+/).filter(Boolean);
  const [r = 0, g = 0, b = 0] = parts.slice(0, 3).map(Number);
  const alphaPart = parts[3];
  const alpha =
    alphaPart === undefined
      ? 1
      : alphaPart.endsWith("%")
        ? Number(alphaPart.slice(0, -1)) / 100
        : Number(alphaPart);
  return [r, g, b, alpha];
}

/** `top` painted over an opaque `bottom`. */
export function paintOver(top: Rgba, bottom: Rgba): Rgba {
  const [r, g, b, a] = top;
  return [
    r * a + bottom[0] * (1 - a),
    g * a + bottom[1] * (1 - a),
    b * a + bottom[2] * (1 - a),
    1,
  ];
}

function luminance([r, g, b]: Rgba) {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** WCAG contrast ratio of two colours, the first painted over the second. */
export function contrastRatio(foreground: Rgba, background: Rgba): number {
  const fg = paintOver(foreground, background);
  const [light, dark] = [luminance(fg), luminance(background)].sort(
    (a, b) => b - a,
  ) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * The background colours from the element (or its parent, for what is drawn
 * around it, like an outline) up to the root, innermost first.
 */
export function backgroundLayers(
  locator: Locator,
  { fromParent = false }: { fromParent?: boolean } = {},
) {
  return locator.evaluate((element, skipSelf) => {
    const layers: string[] = [];
    let node: Element | null = skipSelf ? element.parentElement : element;
    while (node) {
      layers.push(getComputedStyle(node).backgroundColor);
      node = node.parentElement;
    }
    return layers;
  }, fromParent);
}

/** Paints the layers (innermost first) over a white canvas. */
export function flattenLayers(layers: readonly string[]): Rgba {
  return layers
    .map(parseColour)
    .reduceRight<Rgba>(
      (below, layer) => paintOver(layer, below),
      [255, 255, 255, 1],
    );
}

/** The solid colour behind an element, as painted. */
export async function backgroundOf(
  locator: Locator,
  options: { fromParent?: boolean } = {},
): Promise<Rgba> {
  return flattenLayers(await backgroundLayers(locator, options));
}

/**
 * The case studies content module. It imports its SVGs, which Node cannot
 * load by itself: Vite's module runner loads it as the build does.
 */
export async function loadCaseStudyContent() {
  const { module } = await runnerImport<typeof CaseStudiesModule>(
    new URL("../app/content/caseStudies.ts", import.meta.url).pathname,
    { configFile: false, logLevel: "silent" },
  );
  /** The case study with this id; throws when there is none. */
  const studyById = (id: string) => {
    const study = module.caseStudies.find((candidate) => candidate.id === id);
    if (!study) throw new Error(`no case study ${id}`);
    return study;
  };
  return { ...module, studyById };
}

/** What the visitor sees of the focused element, read in the page. */
export type FocusStop = {
  key: string;
  firstVisit: number | undefined;
  region: string;
  name: string;
  role: string;
  ring: {
    style: string;
    width: number;
    colour: string;
    shadow: string;
    layers: string[];
  };
  isOnScreen: boolean;
  coveredBy: string | null;
};

export type VisitLog = { kbVisits?: WeakMap<Element, number> };

/**
 * Reads the focused element; null when focus is on the page itself. With
 * `visit`, remembers in the page that this element was the visit-th stop.
 */
export function focusStop(
  page: Page,
  visit?: number,
): Promise<FocusStop | null> {
  return page.evaluate((visitIndex) => {
    const element = document.activeElement;
    if (!(element instanceof HTMLElement) || element === document.body) {
      return null;
    }
    if (visitIndex !== undefined) {
      const log = window as VisitLog;
      log.kbVisits ??= new WeakMap();
      if (!log.kbVisits.has(element)) log.kbVisits.set(element, visitIndex);
    }
    // The text a screen reader reads: without what is hidden from it (the
    // logo's "K" mark, icons).
    const text = (node: Element | null) => {
      if (!node) return "";
      const copy = node.cloneNode(true) as Element;
      copy
        .querySelectorAll("[aria-hidden='true']")
        .forEach((hidden) => hidden.remove());
      return (copy.textContent ?? "").replace(/\s+/g, " ").trim();
    };
    const labelledBy = element.getAttribute("aria-labelledby");
    const labels =
      "labels" in element
        ? [...((element as HTMLInputElement).labels ?? [])]
        : [];
    const name =
      element.getAttribute("aria-label") ??
      (labelledBy
        ? labelledBy
            .split(/\s+/)
            .map((id) => text(document.getElementById(id)))
            .join(" ")
        : labels.length > 0
          ? labels.map(text).join(" ")
          : text(element));

    const landmark = element.closest("header, footer, dialog, section[id]");
    const region =
      landmark?.tagName === "SECTION"
        ? `#${landmark.id}`
        : landmark
          ? landmark.tagName.toLowerCase()
          : name;

    // The ring: an outline (on the element or, for a link stretched over a
    // card, on its ::after) or a box-shadow.
    let style = getComputedStyle(element);
    const after = getComputedStyle(element, "::after");
    if (style.outlineStyle === "none" && after.outlineStyle !== "none") {
      style = after;
    }
    // An outline drawn outside the box sits on the parent's background.
    const layers: string[] = [];
    let node: Element | null =
      parseFloat(style.outlineOffset) >= 0 ? element.parentElement : element;
    for (; node; node = node.parentElement) {
      layers.push(getComputedStyle(node).backgroundColor);
    }

    // Is any of it in view, and what is painted at the centre of that part?
    const box = element.getBoundingClientRect();
    const view = document.documentElement;
    const left = Math.max(box.left, 0);
    const right = Math.min(box.right, view.clientWidth);
    const top = Math.max(box.top, 0);
    const bottom = Math.min(box.bottom, view.clientHeight);
    const isOnScreen = right > left && bottom > top;
    let coveredBy: string | null = null;
    if (isOnScreen) {
      const hit = document.elementFromPoint(
        (left + right) / 2,
        (top + bottom) / 2,
      );
      for (let cover = hit; cover; cover = cover.parentElement) {
        const { position } = getComputedStyle(cover);
        if (
          (position === "fixed" || position === "sticky") &&
          !cover.contains(element)
        ) {
          coveredBy = cover.tagName.toLowerCase();
          break;
        }
      }
    }

    return {
      key: `${region} ${element.tagName.toLowerCase()} ${element.getAttribute("role") ?? ""} "${name}"`,
      // Which element it is on a walk (two may share a name: the hero's
      // Start a project and the docked one): the stop it was first met at.
      firstVisit:
        visitIndex === undefined
          ? undefined
          : ((window as VisitLog).kbVisits?.get(element) ?? visitIndex),
      region,
      name,
      role: element.getAttribute("role") ?? "",
      ring: {
        style: style.outlineStyle,
        width: parseFloat(style.outlineWidth),
        colour: style.outlineColor,
        shadow: style.boxShadow,
        layers,
      },
      isOnScreen,
      coveredBy,
    };
  }, visit);
}

/** What is wrong with how a focus stop looks; empty when nothing is. */
export function focusProblems(stop: FocusStop): string[] {
  const problems: string[] = [];
  const { ring } = stop;
  const hasOutline = ring.style !== "none" && ring.width >= 2;
  if (!hasOutline && ring.shadow === "none") {
    problems.push(`no focus ring (outline ${ring.style} ${ring.width}px)`);
  }
  if (hasOutline) {
    const ratio = contrastRatio(
      parseColour(ring.colour),
      flattenLayers(ring.layers),
    );
    if (ratio < 3) problems.push(`ring contrast ${ratio.toFixed(2)}:1`);
  }
  if (!stop.isOnScreen) problems.push("not scrolled into view");
  if (stop.coveredBy) problems.push(`hidden under the ${stop.coveredBy}`);
  return problems.map((problem) => `${stop.key}: ${problem}`);
}

/** Every prerendered page, read from the sitemap the build wrote. */
export async function sitemapPaths(
  request: APIRequestContext,
): Promise<string[]> {
  const xml = await (await request.get("/sitemap.xml")).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1] ?? "/").pathname,
  );
}

/**
 * Fails every request for files matching `pattern` (as if offline) until
 * the returned function is called.
 */
export async function failDownloads(page: Page, pattern: RegExp) {
  let isFailing = true;
  await page.route(pattern, (route) =>
    isFailing ? route.abort("internetdisconnected") : route.continue(),
  );
  return () => {
    isFailing = false;
  };
}

/**
 * The hero's console keeps its whole session while it is seen and types it
 * again only once it has been out of sight: scrolls it away and back, so
 * a new round is typing when this returns.
 */
export async function retypeConsole(page: Page) {
  const figure = page.getByRole("figure", { name: /deploy\.sh/ });
  await waitForReact(figure);
  await expect(async () => {
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
    await expect(figure).toBeInViewport({ timeout: 500 });
    await page.evaluate(() =>
      window.scrollTo({
        top: document.documentElement.scrollHeight,
        behavior: "instant",
      }),
    );
    await expect(figure).toHaveAttribute("data-done", "false", {
      timeout: 1000,
    });
  }).toPass();
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
  await expect(figure).toBeInViewport();
}

/* ------------------------------------------------------------------ *
 * Reflow: what scrolls sideways or is cut off.
 * ------------------------------------------------------------------ */

/** How far the page scrolls sideways, in CSS px (0 when it does not). */
export function sidewaysScroll(page: Page) {
  return page.evaluate(() => {
    const root = document.documentElement;
    return (
      Math.max(root.scrollWidth, document.body.scrollWidth) - root.clientWidth
    );
  });
}

/**
 * Headings, controls and labels that stick out of the viewport, or whose
 * text does not fit their own box (cut off or spilling over).
 */
export function cutOff(page: Page, scope = "body") {
  return page.evaluate((scopeSelector) => {
    const width = document.documentElement.clientWidth;
    const scopeElement = document.querySelector(scopeSelector);
    if (!scopeElement) throw new Error(`no ${scopeSelector}`);
    const candidates = scopeElement.querySelectorAll<HTMLElement>(
      "h1, h2, h3, h4, p, li, dt, dd, label, button, a, input, textarea, [role=tab], figcaption",
    );
    const problems: string[] = [];
    for (const element of candidates) {
      if (
        element.closest("[inert], .visually-hidden") ||
        !element.checkVisibility({ visibilityProperty: true })
      ) {
        continue;
      }
      const box = element.getBoundingClientRect();
      // Visually hidden helpers are 1px boxes on purpose.
      if (box.width <= 1 || box.height <= 1) continue;
      const label = `${element.tagName.toLowerCase()} "${(element.textContent ?? element.getAttribute("aria-label") ?? "").trim().slice(0, 40)}"`;
      // A row that scrolls sideways on its own (the home page's work, quotes
      // and reasons on phones) holds what is beyond its edge: the row itself
      // must fit the viewport, and the page must not scroll sideways.
      let scroller = element.parentElement;
      while (
        scroller &&
        !/auto|scroll/.test(getComputedStyle(scroller).overflowX)
      ) {
        scroller = scroller.parentElement;
      }
      const row = scroller?.getBoundingClientRect();
      const inFittingRow =
        row !== undefined && row.left >= -1 && row.right <= width + 1;
      if (!inFittingRow && (box.left < -1 || box.right > width + 1)) {
        problems.push(
          `${label} spans ${Math.round(box.left)}..${Math.round(box.right)} of ${width}`,
        );
      }
      const style = getComputedStyle(element);
      const scrolls = /auto|scroll/.test(style.overflowX);
      if (
        style.display !== "inline" &&
        !scrolls &&
        element.scrollWidth > element.clientWidth + 1
      ) {
        problems.push(
          `${label} needs ${element.scrollWidth}px in ${element.clientWidth}px`,
        );
      }
    }
    return problems;
  }, scope);
}
