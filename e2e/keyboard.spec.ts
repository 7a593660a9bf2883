import { type Locator, type Page } from "@playwright/test";
import { site } from "../app/content/site";
import {
  expect,
  expectSectionAtTop,
  focusProblems,
  focusStop,
  type FocusStop,
  scrollY,
  test,
  type VisitLog,
  openHydrated,
} from "./support";

/*
 * A keyboard-only visitor: Tab, Shift+Tab, Enter, Space, arrows and Escape,
 * never the mouse and never a scripted focus(). Issue 8's journey.
 */

/** Does not wait: a control still hidden (Back to top) is simply not focused. */
function isFocused(locator: Locator) {
  return locator.evaluateAll((elements) =>
    elements.some((element) => element === document.activeElement),
  );
}

/** Presses Tab until `target` has focus, as a visitor would. */
async function tabTo(
  page: Page,
  target: Locator,
  { key = "Tab", limit = 150 } = {},
) {
  const problems: string[] = [];
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press(key);
    const stop = await focusStop(page);
    problems.push(...(stop ? focusProblems(stop) : []));
    // Returns what was wrong with how the stops on the way looked.
    if (await isFocused(target)) return problems;
  }
  throw new Error(`${key} never reached ${target}`);
}

/** Tabs `count` times; what is wrong with how each stop looks. */
async function tabAndLook(page: Page, count: number) {
  const problems: string[] = [];
  for (let presses = 0; presses < count; presses += 1) {
    await page.keyboard.press("Tab");
    const stop = await focusStop(page);
    problems.push(...(stop ? focusProblems(stop) : ["focus left the page"]));
  }
  return problems;
}

/** Tabs from the top of the page to its end, reading every stop. */
async function walkThePage(page: Page) {
  const stops: FocusStop[] = [];
  for (let presses = 0; presses < 200; presses += 1) {
    await page.keyboard.press("Tab");
    const stop = await focusStop(page, stops.length);
    if (!stop || (stops.length > 0 && stop.firstVisit === 0)) break;
    stops.push(stop);
  }
  return stops;
}

/**
 * Every control a visitor can reach by Tab, in document order, as the stop
 * at which the walk met it (-1: never met).
 */
function visitOrder(page: Page) {
  return page.evaluate(() => {
    const selector =
      'a[href], button:not([disabled]), details > summary:first-of-type, input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]';
    return (
      [...document.querySelectorAll<HTMLElement>(selector)]
        .filter(
          (element) =>
            element.tabIndex >= 0 &&
            !element.closest("[inert]") &&
            // Visible now, or when it was met (the docked Start a project
            // steps aside at the end of the page).
            (element.checkVisibility({ visibilityProperty: true }) ||
              (window as VisitLog).kbVisits?.has(element)),
        )
        // A tablist hands its focus straight to its selected tab.
        .map((element) =>
          element.getAttribute("role") === "tablist"
            ? (element.querySelector('[role="tab"][aria-selected="true"]') ??
              element)
            : element,
        )
        .filter((element, index, all) => all.indexOf(element) === index)
        .map((element) => (window as VisitLog).kbVisits?.get(element) ?? -1)
    );
  });
}

const HOME_REGIONS = [
  "Skip to content",
  "header",
  "#home",
  "#work",
  "#clients",
  "#about",
  "#services",
  // The reasons' row, which scrolls sideways on phones, is a stop.
  "#why",
  "#contact",
  "#assistant",
  "footer",
  "Back to top",
];

/** Stops the journey must pass, in this order, as "region [role] name". */
const JOURNEY = [
  "Skip to content Skip to content",
  `header ${site.name}`,
  "header Home",
  "header Services",
  "header Portfolio",
  "header Contact",
  "header Get Started",
  "header Dark theme",
  "#home Start a project",
  "#home Explore now",
  "#home Nyaya Law Academy: A course launch page that filled a batch in three weeks",
  "#home How we measure",
  "#home See the work",
  "#home Pause animation",
  "#work See all case studies",
  "#work A registration desk that keeps the OPD queue moving",
  "#clients Read the case study: Haldi House Spices",
  "#clients Read our insights",
  "#about Explore Services",
  "#about Contact Us",
  "#services tab Web Development",
  "#services tabpanel Web Development",
  "#services Get a dev quote",
  "#contact Name",
  "#contact Email",
  "#contact Message",
  "#contact Send message",
  "#contact privacy notice",
  `#contact ${site.phone}`,
  "#contact Talk to AI Assistant",
  "#assistant What do you build?",
  "#assistant How do we start?",
  "#assistant Ask a question",
  "#assistant Send",
  "footer Web Development",
  "footer Instagram Handling",
  "footer Portfolio",
  "footer Terms & Conditions",
  "footer Privacy Policy",
  "footer Accessibility",
  "Back to top Back to top",
];

/** Below 768 px the header's links wait behind the Menu button. */
const NARROW_JOURNEY = [
  ...JOURNEY.slice(0, 2),
  "header Menu",
  ...JOURNEY.slice(7),
];

/** True when `expected` appear in `actual` in the same order. */
function missingInOrder(actual: string[], expected: string[]) {
  let from = 0;
  return expected.filter((name) => {
    const at = actual.indexOf(name, from);
    if (at === -1) return true;
    from = at + 1;
    return false;
  });
}

function collapse(values: string[]) {
  return values.filter((value, index) => value !== values[index - 1]);
}

test.describe("keyboard-only journey through the home page", () => {
  for (const width of [1280, 320]) {
    test(`at ${width} px every control is reached once, top to bottom, with a visible focus ring never under the header`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await openHydrated(page);

      const stops = await walkThePage(page);
      const names = stops.map((stop) =>
        [stop.region, stop.role, stop.name].filter(Boolean).join(" "),
      );

      expect(collapse(stops.map((stop) => stop.region))).toEqual(HOME_REGIONS);
      const journey = width >= 768 ? JOURNEY : NARROW_JOURNEY;
      expect(missingInOrder(names, journey)).toEqual([]);
      // Each control once: nothing skipped, nothing visited twice.
      const twice = stops.filter((stop, index) => stop.firstVisit !== index);
      expect(twice.map((stop) => `${stop.region} ${stop.name}`)).toEqual([]);
      expect(await visitOrder(page)).toEqual(stops.map((_, index) => index));

      expect(stops.flatMap(focusProblems)).toEqual([]);

      // No trap at the end either: focus has left the page for the browser,
      // and Tab brings it round to the first stop again.
      await expect(async () => {
        await page.keyboard.press("Tab");
        expect((await focusStop(page))?.key).toBe(stops[0]?.key);
      }).toPass();
    });
  }

  for (const path of ["/portfolio", "/portfolio/hospital-registration"]) {
    test(`on ${path} every focus stop shows a ring with 3:1 contrast, clear of the header`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await openHydrated(page, path);
      const stops = await walkThePage(page);
      expect(stops.length).toBeGreaterThan(15);
      expect(stops.at(-1)?.name).toBe("Back to top");
      expect(stops.flatMap(focusProblems)).toEqual([]);
    });
  }
});

test.describe("keyboard operation", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("the first Tab shows Skip to content, and Enter moves focus into the main content", async ({
    page,
  }) => {
    await openHydrated(page);
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport({ ratio: 1 });
    await page.keyboard.press("Enter");
    await expect(page.getByRole("main")).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(
      page
        .getByRole("main")
        .getByRole("link", { name: "Start a project" })
        .first(),
    ).toBeFocused();
  });

  test("Space and Enter pause and play the console; Enter follows Explore now", async ({
    page,
  }) => {
    await openHydrated(page);
    const pause = page.getByRole("button", { name: "Pause animation" });
    await tabTo(page, pause);
    await page.keyboard.press("Space");
    await expect(pause).toHaveAttribute("aria-pressed", "true");
    await page.keyboard.press("Enter");
    await expect(pause).toHaveAttribute("aria-pressed", "false");

    // Back past the figures and the case study to Explore now.
    const exploreNow = page.getByRole("link", { name: "Explore now" });
    for (let step = 0; step < 6; step++) {
      await page.keyboard.press("Shift+Tab");
      if (await exploreNow.evaluate((link) => link === document.activeElement))
        break;
    }
    await expect(exploreNow).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/#services$/);
    await expectSectionAtTop(page, "services");
  });

  test("the service tabs switch with the arrow keys, Home and End, and Tab moves on to the pane", async ({
    page,
  }) => {
    await openHydrated(page);
    const web = page.getByRole("tab", { name: "Web Development" });
    const social = page.getByRole("tab", { name: "Social Media Marketing" });
    await tabTo(page, web);
    await page.keyboard.press("ArrowRight");
    await expect(social).toBeFocused();
    await expect(social).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("Home");
    await expect(web).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("End");
    await expect(social).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("Tab");
    await expect(
      page.getByRole("tabpanel", { name: "Social Media Marketing" }),
    ).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(
      page.getByRole("link", { name: "Plan my content" }),
    ).toBeFocused();
  });

  test("the contact form is filled and sent with the keyboard alone", async ({
    page,
  }) => {
    await openHydrated(page);
    const form = page.getByRole("form", { name: "Send us a message" });
    const send = form.getByRole("button", { name: "Send message" });
    await tabTo(page, send);
    await page.keyboard.press("Enter");
    await expect(form.getByText("Please enter your name")).toBeVisible();
    await expect(form.getByRole("textbox", { name: "Name" })).toBeFocused();

    await page.keyboard.type("Priya Sharma");
    await page.keyboard.press("Tab");
    await page.keyboard.type("priya@example.co.in");
    await page.keyboard.press("Tab");
    // The optional phone field, left empty.
    await expect(
      form.getByRole("textbox", { name: /Phone or WhatsApp/ }),
    ).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(form.getByRole("textbox", { name: "Message" })).toBeFocused();
    await page.keyboard.type("A clinic booking site, live before Diwali.");
    await page.keyboard.press("Tab");
    await expect(send).toBeFocused();
    await page.keyboard.press("Space");
    // Focus moves to what replaced the form; its buttons are next.
    const panel = form.getByRole("group", {
      name: "Your message has not been sent",
    });
    await expect(panel).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(
      panel.getByRole("link", { name: /Prefer WhatsApp/ }),
    ).toBeFocused();
  });

  test("Talk to AI Assistant and the chat work from the keyboard", async ({
    page,
  }) => {
    await openHydrated(page);
    await tabTo(page, page.getByRole("link", { name: "Talk to AI Assistant" }));
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/#assistant$/);
    await expectSectionAtTop(page, "assistant");

    const log = page.getByRole("log", {
      name: "Conversation with the assistant",
    });
    const question = page.getByRole("button", { name: "What do you build?" });
    await tabTo(page, question);
    await page.keyboard.press("Enter");
    await expect(log.getByText("What do you build?")).toBeVisible();

    await tabTo(page, page.getByRole("textbox", { name: "Ask a question" }));
    await page.keyboard.type("How do we start?");
    await page.keyboard.press("Tab");
    await expect(
      page.getByRole("button", { name: "Send", exact: true }),
    ).toBeFocused();
    await page.keyboard.press("Space");
    await expect(log.getByText("How do we start?")).toBeVisible();
    await expect(
      log.locator(':scope > ol > li[data-author="assistant"]'),
    ).toHaveCount(3);

    // Both answers have arrived: a pending one (its typing dots, hidden
    // from assistive technology) has no links yet.
    await expect(
      log.locator(':scope > ol > li[aria-hidden="true"]'),
    ).toHaveCount(0);
    // Back up to the first answer's first link (the log grows with the
    // page, so it is no stop of its own), then through the answers' links
    // to the hand-off: every stop shows its ring, in sight.
    expect(
      await tabTo(page, log.getByRole("link").first(), {
        key: "Shift+Tab",
        limit: 30,
      }),
    ).toEqual([]);
    const handOff = page.getByRole("button", {
      name: "Send this to the studio",
    });
    expect(await tabTo(page, handOff, { limit: 30 })).toEqual([]);
    await page.keyboard.press("Enter");
    const message = page
      .getByRole("form", { name: "Send us a message" })
      .getByRole("textbox", { name: "Message" });
    await expect(message).toBeFocused();
    await expect(message).toHaveValue(/How do we start\?/);
  });

  test("a footer legal link opens its dialog with Enter, Tab stays inside, Escape and Space on Close return focus", async ({
    page,
  }) => {
    await openHydrated(page);
    const link = page
      .getByRole("contentinfo")
      .getByRole("link", { name: "Accessibility" });
    await tabTo(page, link);
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", {
      name: "Accessibility statement",
    });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Close" })).toBeFocused();
    for (let presses = 0; presses < 6; presses += 1) {
      await page.keyboard.press("Tab");
      expect(
        await page.evaluate(
          () => !!document.activeElement?.closest("dialog[open]"),
        ),
      ).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(link).toBeFocused();
    // The dialog has finished closing once the hash is gone.
    await expect(page).not.toHaveURL(/#accessibility$/);

    await page.keyboard.press("Enter");
    await expect(dialog.getByRole("button", { name: "Close" })).toBeFocused();
    await page.keyboard.press("Space");
    await expect(dialog).toBeHidden();
    await expect(link).toBeFocused();
  });

  test("Back to top is reached last and Enter takes the visitor to the top", async ({
    page,
  }) => {
    await openHydrated(page);
    const back = page.getByRole("button", { name: "Back to top" });
    await tabTo(page, back);
    await page.keyboard.press("Enter");
    await expect.poll(() => scrollY(page)).toBe(0);
    await expect(
      page.getByRole("banner").getByRole("link", { name: site.name }),
    ).toBeFocused();
  });

  test("at 320 px Enter opens the menu, Tab enters it, Escape closes it and returns focus", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 800 });
    await openHydrated(page);
    const menu = page.getByRole("button", { name: "Menu" });
    await tabTo(page, menu);
    await page.keyboard.press("Enter");
    await expect(menu).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await expect(
      page.getByRole("navigation", { name: "Main" }).getByRole("link", {
        name: "Home",
      }),
    ).toBeFocused();
    // Portfolio, Contact, Get Started: rings in sight inside the open menu.
    expect(await tabAndLook(page, 4)).toEqual([]);
    await page.keyboard.press("Escape");
    await expect(menu).toHaveAttribute("aria-expanded", "false");
    await expect(menu).toBeFocused();
    await page.keyboard.press("Space");
    await expect(menu).toHaveAttribute("aria-expanded", "true");
  });
});

test.describe("no keyboard trap", () => {
  // Tab's full round is walked by the journey at 1280 px above (every
  // control once, rings in sight, out to the browser and round again).
  test("Shift+Tab never gets stuck, cycles through the whole page and keeps focus in sight", async ({
    page,
  }) => {
    // About a hundred key presses, each read in the page: more work than
    // one page load, so more time than the default.
    test.slow();
    const key = "Shift+Tab";
    await openHydrated(page);
    const visited: string[] = [];
    const problems = new Set<string>();
    // One full round (out to the browser and back to the first stop), at
    // most 300 presses: a trap shows as a repeat or a round that never ends.
    const isRoundDone = () => {
      const leftAt = visited.indexOf("(page)");
      return leftAt > 0 && visited.indexOf(visited[0] ?? "", leftAt) > leftAt;
    };
    for (let presses = 0; presses < 300 && !isRoundDone(); presses += 1) {
      await page.keyboard.press(key);
      const stop = await focusStop(page);
      visited.push(stop?.key ?? "(page)");
      // Going up the page too, focus never ends under the sticky header.
      for (const problem of stop ? focusProblems(stop) : []) {
        problems.add(problem);
      }
    }
    // Never the same element twice in a row.
    expect(
      visited.filter((stop, index) => stop === visited[index - 1]),
    ).toEqual([]);
    // Focus leaves the page for the browser and comes round again.
    const leftAt = visited.indexOf("(page)");
    expect(leftAt).toBeGreaterThan(30);
    const first = visited[0];
    expect(visited.indexOf(first ?? "", leftAt)).toBeGreaterThan(leftAt);
    expect([...problems]).toEqual([]);
  });
});
