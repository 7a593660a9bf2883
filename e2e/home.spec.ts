import { type Locator, type Page } from "@playwright/test";
import { consoleLines } from "../app/content/console";
import type { SectionId } from "../app/content/sectionIds";
import {
  expect,
  expectSectionAtTop,
  HOME_HEADING,
  revealSection,
  SPEC_SECTIONS,
  scrollTo,
  test,
  retypeConsole,
  openHydrated,
  followNavLink,
} from "./support";

const WEB_KPIS = ["< 1s TTI", "95+ Lighthouse", "A11y AA"];
const SOCIAL_KPIS = ["+40% engagement", "3x output", "Brand-safe"];
const LINES = consoleLines.map((line) => line.text);

const webTab = (page: Page) =>
  page.getByRole("tab", { name: "Web Development" });
const socialTab = (page: Page) =>
  page.getByRole("tab", { name: "Social Media Marketing" });

/** Clicks a services tab once the tabs have hydrated (they load on demand). */
async function selectTab(page: Page, tab: Locator) {
  await revealSection(page, "services");
  await expect(async () => {
    await tab.click();
    await expect(tab).toHaveAttribute("aria-selected", "true", {
      timeout: 500,
    });
  }).toPass();
}

/** The text typed so far on each console line, as a sighted visitor sees it. */
function typedLines(page: Page) {
  return page
    .getByTestId("console-screen")
    .locator("p > span:nth-child(2)")
    .allTextContents();
}

async function typedLength(page: Page) {
  return (await typedLines(page)).join("").length;
}

test.describe("home page content", () => {
  test("shows every string the spec quotes", async ({ page }) => {
    await page.goto("/");

    const hero = page.locator("section#home");
    await expect(hero.getByRole("heading", { level: 1 })).toHaveText(
      HOME_HEADING,
    );
    await expect(
      hero.getByText(
        "Clean, Professional, fast, and meticulously engineered.",
        {
          exact: true,
        },
      ),
    ).toBeVisible();
    const chips = hero.getByRole("list", {
      name: "Technologies we build with",
    });
    expect(await chips.getByRole("listitem").count()).toBeGreaterThanOrEqual(3);
    const stats = hero.locator("dl");
    await expect(stats.locator("dt")).toHaveText([
      /average lighthouse performance/i,
      /projects delivered/i,
    ]);
    await expect(stats.locator("dd[data-stat-value]")).toHaveText([
      "98/100",
      "120+",
    ]);
    await expect(
      hero.getByRole("link", { name: "Start a project" }),
    ).toBeVisible();
    await expect(hero.getByRole("link", { name: "Explore now" })).toBeVisible();

    const about = page.locator("section#about");
    await expect(
      about.getByRole("link", { name: "Explore Services" }),
    ).toBeVisible();
    await expect(about.getByRole("link", { name: "Contact Us" })).toBeVisible();
    const chat = about.getByRole("figure").getByRole("listitem");
    expect(await chat.count()).toBeGreaterThanOrEqual(2);
    // Each message says who sent it.
    await expect(chat.first()).toContainText(/founder|client/i);

    const services = page.locator("section#services");
    await expect(services.getByRole("tab")).toHaveText([
      "Web Development",
      "Social Media Marketing",
    ]);
    const kpiLists = services.getByRole("list", {
      name: "Key results",
      includeHidden: true,
    });
    await expect(
      kpiLists.nth(0).getByRole("listitem", { includeHidden: true }),
    ).toHaveText(WEB_KPIS);
    await expect(
      kpiLists.nth(1).getByRole("listitem", { includeHidden: true }),
    ).toHaveText(SOCIAL_KPIS);
    await expect(
      services.getByRole("link", { name: "Get a dev quote" }),
    ).toBeVisible();
    await expect(
      services.getByRole("link", {
        name: "Plan my content",
        includeHidden: true,
      }),
    ).toBeAttached();

    const process = page.locator("section#process");
    const steps = process.locator("ol > li");
    await expect(steps).toHaveCount(4);
    await expect(steps.getByRole("heading")).toHaveText([
      "Discover",
      "Design",
      "Develop",
      "Launch",
    ]);
    for (const step of await steps.all()) {
      await expect(step.locator("p")).not.toHaveText("");
    }

    const why = page.locator("section#why");
    await expect(why.getByRole("heading", { level: 3 })).toHaveText([
      "Performance-led",
      "Minimalist UI",
      "Tech + Creative",
    ]);
    for (const title of [
      "Performance-led",
      "Minimalist UI",
      "Tech + Creative",
    ]) {
      const badges = why.getByRole("list", { name: `${title} highlights` });
      expect(await badges.getByRole("listitem").count()).toBeGreaterThan(0);
    }

    const contact = page.locator("section#contact");
    await expect(contact.getByText("Mon-Sat 10am-7pm IST")).toBeVisible();
    await expect(contact.getByText(/within a day/).first()).toBeVisible();
    await expect(contact.getByText("New Delhi, India")).toBeVisible();
    await expect(contact.getByText("Remote-first studio")).toBeVisible();
    await expect(contact.locator('a[href^="tel:"]')).toBeVisible();
    await expect(contact.locator('a[href^="mailto:"]').first()).toBeVisible();
    await expect(
      contact.getByRole("link", { name: "Talk to AI Assistant" }),
    ).toBeVisible();
  });

  test("shows the sections in the spec's order, each a section with a heading", async ({
    page,
  }) => {
    await page.goto("/");
    const ids = await page
      .locator("main > section")
      .evaluateAll((sections) => sections.map((section) => section.id));
    // The spec's six keep their order; the work and the quotes sit between.
    expect(
      ids.filter((id) => (SPEC_SECTIONS as readonly string[]).includes(id)),
    ).toEqual(SPEC_SECTIONS);

    for (const id of SPEC_SECTIONS) {
      const section = page.locator(`section#${id}`);
      await expect(section).toHaveAttribute("aria-labelledby", /\S/);
      const headingId = (await section.getAttribute("aria-labelledby")) ?? "";
      await expect(section.locator(`[id="${headingId}"]`)).toHaveRole(
        "heading",
      );
    }
  });

  test("/Home shows the same sections as /", async ({ page }) => {
    await page.goto("/Home");
    const ids = await page
      .locator("main > section")
      .evaluateAll((sections) => sections.map((section) => section.id));
    expect(ids.slice(0, 8)).toEqual([
      "home",
      "work",
      "clients",
      "about",
      "services",
      "process",
      "why",
      "contact",
    ]);
  });
});

test.describe("calls to action", () => {
  const targets = [
    ["home", "Start a project", "contact"],
    ["home", "Explore now", "services"],
    ["about", "Explore Services", "services"],
    ["about", "Contact Us", "contact"],
  ] as const satisfies readonly (readonly [SectionId, string, SectionId])[];

  for (const [section, name, target] of targets) {
    test(`"${name}" goes to #${target}`, async ({ page }) => {
      await openHydrated(page);
      const link = page
        .locator(`section#${section}`)
        .getByRole("link", { name });
      await expect(link).toHaveAttribute("href", new RegExp(`#${target}$`));
      await link.click();
      await expect(page).toHaveURL(new RegExp(`/#${target}$`));
      await expectSectionAtTop(page, target);
    });
  }

  test('"Get a dev quote" and "Plan my content" go to #contact', async ({
    page,
  }) => {
    await openHydrated(page, "/Home");
    await selectTab(page, webTab(page));
    await page.getByRole("link", { name: "Get a dev quote" }).click();
    await expect(page).toHaveURL(/\/Home#contact$/);
    await expectSectionAtTop(page, "contact");

    await selectTab(page, socialTab(page));
    await page.getByRole("link", { name: "Plan my content" }).click();
    await expect(page).toHaveURL(/\/Home#contact$/);
    await expectSectionAtTop(page, "contact");
  });

  test('"Talk to AI Assistant" moves to #assistant in the same window', async ({
    page,
    context,
  }) => {
    await openHydrated(page);
    const link = page.getByRole("link", { name: "Talk to AI Assistant" });
    await expect(link).toHaveAttribute("href", /#assistant$/);
    await expect(link).not.toHaveAttribute("target", /.+/);
    await link.click();
    await expect(page).toHaveURL(/\/#assistant$/);
    expect(context.pages()).toHaveLength(1);
  });
});

test.describe("hero underline", () => {
  const underlineWidth = (page: Page) =>
    page
      .getByTestId("hero-underline")
      .evaluate((element) => element.getBoundingClientRect().width);
  const fullWidth = (page: Page) =>
    page
      .getByTestId("hero-underline")
      .evaluate(
        (element) =>
          element.parentElement?.getBoundingClientRect().width ?? Number.NaN,
      );

  test("grows to full width while the pointer is over the hero, and shrinks when it leaves", async ({
    page,
  }) => {
    await page.goto("/");
    await page.mouse.move(5, 5); // over the header, outside the hero
    const full = await fullWidth(page);
    await expect.poll(() => underlineWidth(page)).toBeLessThan(full * 0.5);

    await page
      .getByText("Clean, Professional, fast, and meticulously engineered.")
      .hover();
    await expect
      .poll(() => underlineWidth(page))
      .toBeGreaterThanOrEqual(full - 1);

    await page.mouse.move(5, 5);
    await expect.poll(() => underlineWidth(page)).toBeLessThan(full * 0.5);
  });

  test("grows while keyboard focus is inside the hero, and shrinks when focus leaves", async ({
    page,
  }) => {
    await page.goto("/");
    await page.mouse.move(5, 5);
    const full = await fullWidth(page);
    await expect.poll(() => underlineWidth(page)).toBeLessThan(full * 0.5);

    await page.getByRole("link", { name: "Start a project" }).focus();
    await expect
      .poll(() => underlineWidth(page))
      .toBeGreaterThanOrEqual(full - 1);

    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Kalam Studio" })
      .focus();
    await expect.poll(() => underlineWidth(page)).toBeLessThan(full * 0.5);
  });
});

test.describe("services tabs", () => {
  /** The key results shown in the one open pane. */
  const paneResults = (page: Page) =>
    page
      .getByRole("tabpanel")
      .getByRole("list", { name: "Key results" })
      .getByRole("listitem");

  test("start on Web Development with its chips and call to action", async ({
    page,
  }) => {
    await page.goto("/");
    await revealSection(page, "services");
    await expect(webTab(page)).toHaveAttribute("aria-selected", "true");
    const panel = page.getByRole("tabpanel");
    await expect(panel).toHaveCount(1);
    await expect(paneResults(page)).toHaveText(WEB_KPIS);
    await expect(
      panel.getByRole("link", { name: "Get a dev quote" }),
    ).toBeVisible();
    await expect(page.getByText("Plan my content")).toBeHidden();
  });

  test("switching to Social Media Marketing shows its chips and call to action", async ({
    page,
  }) => {
    await openHydrated(page);
    await selectTab(page, socialTab(page));
    await expect(webTab(page)).toHaveAttribute("aria-selected", "false");
    const panel = page.getByRole("tabpanel");
    await expect(panel).toHaveCount(1);
    await expect(panel).toHaveAccessibleName("Social Media Marketing");
    await expect(paneResults(page)).toHaveText(SOCIAL_KPIS);
    await expect(
      panel.getByRole("link", { name: "Plan my content" }),
    ).toBeVisible();
    await expect(page.getByText("Get a dev quote")).toBeHidden();
    for (const kpi of WEB_KPIS) {
      await expect(page.getByText(kpi, { exact: true })).toBeHidden();
    }

    await selectTab(page, webTab(page));
    await expect(paneResults(page)).toHaveText(WEB_KPIS);
  });

  test("arrow keys, Home and End move between the tabs", async ({ page }) => {
    await openHydrated(page);
    await selectTab(page, webTab(page));
    await webTab(page).focus();
    await page.keyboard.press("ArrowRight");
    await expect(socialTab(page)).toBeFocused();
    await expect(socialTab(page)).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("ArrowLeft");
    await expect(webTab(page)).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("End");
    await expect(socialTab(page)).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("Home");
    await expect(webTab(page)).toHaveAttribute("aria-selected", "true");
    await expect(webTab(page)).toBeFocused();
  });

  test("switching fades between panes without moving the content below", async ({
    page,
  }) => {
    await openHydrated(page);
    await revealSection(page, "services");
    const processTop = () =>
      page
        .locator("section#process")
        .evaluate((element) => element.getBoundingClientRect().top);
    const pane = page.locator("#services [role=tabpanel]").first();
    expect(
      await pane.evaluate(
        (element) => getComputedStyle(element).transitionProperty,
      ),
    ).toContain("opacity");
    const before = await processTop();
    await selectTab(page, socialTab(page));
    await expect.poll(processTop).toBe(before);
    await selectTab(page, webTab(page));
    await expect.poll(processTop).toBe(before);
  });

  for (const name of [
    "Instagram Handling",
    "Product Mockups",
    "Logos & Banners",
    "Product Promotions",
    "3D Video",
  ]) {
    test(`the footer's ${name} link opens services on the social tab`, async ({
      page,
    }) => {
      await openHydrated(page, "/portfolio");
      await followNavLink(page, "Our Services", name);
      await expect(page).toHaveURL(/\/Home#services$/);
      await expect(socialTab(page)).toHaveAttribute("aria-selected", "true");
      await expectSectionAtTop(page, "services");
    });
  }

  test("footer links switch the tab on the home page itself", async ({
    page,
  }) => {
    await openHydrated(page);
    const footer = page.getByRole("navigation", { name: "Our Services" });
    await footer.getByRole("link", { name: "Product Mockups" }).click();
    await expect(socialTab(page)).toHaveAttribute("aria-selected", "true");
    await expectSectionAtTop(page, "services");

    await scrollTo(page, 0);
    await footer.getByRole("link", { name: "Web Development" }).click();
    await expect(webTab(page)).toHaveAttribute("aria-selected", "true");
    await expectSectionAtTop(page, "services");
  });
});

test.describe("typing console", () => {
  const consoleFigure = (page: Page) =>
    page.getByRole("figure", { name: /deploy\.sh/ });

  test("gives screen readers the whole transcript and hides the animation", async ({
    page,
  }) => {
    await page.goto("/");
    const figure = consoleFigure(page);
    await expect(figure.getByRole("listitem")).toHaveText(LINES);
    await expect(page.getByTestId("console-screen")).toHaveAttribute(
      "aria-hidden",
      "true",
    );
  });

  test("types the lines in over time once the visitor comes back to it", async ({
    page,
  }) => {
    await openHydrated(page);
    // The first paint shows the whole session and it stays while seen; a
    // new round starts, from the first character, after it was out of sight.
    await retypeConsole(page);
    await expect
      .poll(() => typedLength(page))
      .toBeLessThan(LINES.join("").length);
    const early = await typedLength(page);
    await expect.poll(() => typedLength(page)).toBeGreaterThan(early);
    // What shows is always the start of the real lines.
    const typed = await typedLines(page);
    typed.forEach((text, index) => {
      expect(LINES[index]?.startsWith(text)).toBe(true);
    });
  });

  test("shows every line at once when motion is reduced", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    // The page's timers run on a clock the test can move on at once.
    await page.clock.install();
    await openHydrated(page);
    await expect.poll(() => typedLines(page)).toEqual(LINES);
    await expect(consoleFigure(page)).toHaveAttribute("data-done", "true");
    // Nothing to pause: hidden (kept in the markup, so nothing goes).
    await expect(
      page.getByRole("button", { name: "Pause animation" }),
    ).toBeHidden();
    // Over a second of the page's time later, still every line.
    await page.clock.runFor(1200);
    expect(await typedLines(page)).toEqual(LINES);
  });

  test("does not type while paused, and carries on when played", async ({
    page,
  }) => {
    await page.clock.install();
    await openHydrated(page);
    await retypeConsole(page);
    await expect.poll(() => typedLength(page)).toBeGreaterThan(3);
    const pause = page.getByRole("button", { name: "Pause animation" });
    await expect(async () => {
      await pause.click();
      await expect(pause).toHaveAttribute("aria-pressed", "true", {
        timeout: 500,
      });
    }).toPass();

    const paused = await typedLines(page);
    // Over a second of the page's time: every timer due in it has fired.
    await page.clock.runFor(1200);
    expect(await typedLines(page)).toEqual(paused);

    await pause.click();
    await expect(pause).toHaveAttribute("aria-pressed", "false");
    await expect
      .poll(async () => (await typedLines(page)).join(""))
      .not.toBe(paused.join(""));
  });

  test("keeps a fixed size while typing", async ({ page }) => {
    await openHydrated(page);
    const size = () =>
      consoleFigure(page).evaluate((element) => {
        const box = element.getBoundingClientRect();
        return `${box.width}x${box.height}`;
      });
    const first = await size();
    await retypeConsole(page);
    await expect.poll(() => typedLength(page)).toBeLessThan(40);
    await expect.poll(() => typedLength(page)).toBeGreaterThan(40);
    expect(await size()).toBe(first);
  });
});
