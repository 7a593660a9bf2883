import { type Page } from "@playwright/test";
import {
  collectErrors,
  expect,
  expectSectionAtTop,
  HOME_HEADING,
  scrollTo,
  pressEndAndSettle,
  scrollY,
  SPEC_SECTIONS,
  test,
  VIEWPORTS,
  waitForHydration,
  waitForQuietNetwork,
  openHydrated,
  scrollYNextFrame,
  followNavLink,
} from "./support";

const isPortfolioChunk = (url: string) =>
  /\/assets\/[^/]*portfolio[^/]*\.js(\?|$)/.test(url);

function mainNav(page: Page) {
  return page.getByRole("navigation", { name: "Main" });
}

/** Parses rendered HTML into its visible text, collapsed to single spaces. */
function textOf(html: string) {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<style[\s\S]*?<\/style>/g, " ")
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/\s+/g, " ");
}

test.describe("routes", () => {
  for (const path of ["/", "/Home"]) {
    test(`${path} shows the home page with one h1 and a title`, async ({
      page,
    }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        HOME_HEADING,
      );
      await expect(page.locator("h1")).toHaveCount(1);
      await expect(page).toHaveTitle(/Kalam Studio/);
      for (const id of ["home", "about", "services", "process", "why"]) {
        await expect(page.locator(`section#${id}`)).toBeVisible();
      }
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole("banner")).toBeVisible();
      await expect(mainNav(page)).toBeVisible();
      await expect(page.getByRole("main")).toBeVisible();
      await expect(page.getByRole("contentinfo")).toBeVisible();
    });
  }

  test("/portfolio shows its own page with one h1 and a title", async ({
    page,
  }) => {
    await page.goto("/portfolio");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(page.locator("section#services")).toHaveCount(0);
    await expect(page).toHaveTitle(/\S/);
  });

  test("the portfolio's code is not in the home page's, and is fetched before the tap", async ({
    page,
  }) => {
    const requested: string[] = [];
    page.on("request", (request) => requested.push(request.url()));
    const response = await page.goto("/");
    const html = (await response?.text()) ?? "";
    expect(
      (html.match(/\/assets\/[\w.-]+\.js/g) ?? []).filter(isPortfolioChunk),
    ).toEqual([]);
    await waitForHydration(page);
    // The header's Portfolio link is in view: its page's code comes ahead.
    await expect
      .poll(() => requested.filter(isPortfolioChunk).length)
      .toBeGreaterThan(0);
    await waitForQuietNetwork(page);
    const before = requested.filter(isPortfolioChunk).length;

    await mainNav(page).getByRole("link", { name: "Portfolio" }).click();
    await expect(page).toHaveURL(/\/portfolio$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.locator("section#services")).toHaveCount(0);
    expect(requested.filter(isPortfolioChunk)).toHaveLength(before);
  });

  test.describe("on a phone", () => {
    test.use({ viewport: VIEWPORTS.phone });

    test("the home page comes back whole after a visit to another page", async ({
      page,
    }) => {
      const errors = collectErrors(page);
      await openHydrated(page);
      await page.getByRole("button", { name: "Menu" }).click();
      await mainNav(page).getByRole("link", { name: "Portfolio" }).click();
      await expect(page).toHaveURL(/\/portfolio$/);

      await page.goBack();
      await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
      const social = page.getByRole("tab", { name: "Social Media Marketing" });
      await social.click();
      await expect(social).toHaveAttribute("aria-selected", "true");
      await expect(
        page.locator("#contact").getByRole("textbox").first(),
      ).toBeVisible();
      expect(errors).toEqual([]);
    });
  });

  test("a centred Loading spinner shows while the portfolio page loads", async ({
    page,
  }) => {
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(
      (url) => isPortfolioChunk(url.href),
      async (route) => {
        await released;
        await route.continue();
      },
    );
    await openHydrated(page);
    await expect(page.getByRole("status", { name: "Loading" })).toHaveCount(0);

    await mainNav(page).getByRole("link", { name: "Portfolio" }).click();
    const spinner = page.getByRole("status", { name: "Loading" });
    await expect(spinner).toBeVisible();
    // The spinning ring sits in the centre of the viewport.
    const offCentre = await spinner.locator("div").evaluate((ring) => {
      const box = ring.getBoundingClientRect();
      return {
        x: Math.abs(box.left + box.width / 2 - window.innerWidth / 2),
        y: Math.abs(box.top + box.height / 2 - window.innerHeight / 2),
      };
    });
    expect(offCentre.x).toBeLessThan(4);
    expect(offCentre.y).toBeLessThan(4);

    release();
    await expect(page).toHaveURL(/\/portfolio$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(spinner).toHaveCount(0);
  });
});

test.describe("unknown paths", () => {
  const badPaths = [
    "/nope",
    "/a/b/c/",
    "/%E0%A4%",
    `/${"x".repeat(3000)}`,
    "/portfolio/extra/deep",
  ];

  for (const bad of badPaths) {
    const label = bad.length > 40 ? `a ${bad.length}-character path` : bad;

    test(`${label} ends at / with the bad entry replaced`, async ({ page }) => {
      // The router warns that a malformed path can't be decoded; errors only.
      const errors = collectErrors(page, { warnings: false });
      await openHydrated(page);
      const lengthBefore = await page.evaluate(() => history.length);

      await page.goto(bad);
      await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        HOME_HEADING,
      );
      // One new entry for the visit, and the redirect replaced it.
      expect(await page.evaluate(() => history.length)).toBe(lengthBefore + 1);

      const visited: string[] = [];
      page.on("framenavigated", (frame) => {
        if (frame === page.mainFrame()) visited.push(frame.url());
      });
      await page.goBack();
      await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        HOME_HEADING,
      );
      expect(visited.filter((url) => !/:\d+\/$/.test(url))).toEqual([]);
      expect(errors).toEqual([]);
    });
  }

  test("/portfolio/ with a trailing slash shows the portfolio page", async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await openHydrated(page, "/portfolio/");
    await expect(page).toHaveURL(/\/portfolio\/?$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.locator("section#services")).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test("/home in lower case shows the home page", async ({ page }) => {
    await page.goto("/home");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      HOME_HEADING,
    );
  });
});

test.describe("scrolling on route change", () => {
  test("a new page without a hash starts at the top, instantly", async ({
    page,
  }) => {
    await openHydrated(page);
    await pressEndAndSettle(page);
    expect(await scrollY(page)).toBeGreaterThan(1000);

    const footer = page.getByRole("navigation", { name: "Useful Links" });
    await footer.getByRole("link", { name: "Portfolio" }).click();
    await expect(page).toHaveURL(/\/portfolio$/);
    // The portfolio's own heading: the home page's h1 is still there for a
    // moment after the address changes, before the new page is committed.
    await expect(
      page.getByRole("heading", { level: 1, name: "Our work" }),
    ).toBeVisible();
    // Instant: already at the top on the next frame, no smooth glide.
    expect(await scrollYNextFrame(page)).toBe(0);
  });

  test("going home from another page starts at the top", async ({ page }) => {
    await openHydrated(page, "/portfolio");
    await pressEndAndSettle(page);
    await mainNav(page).getByRole("link", { name: "Home" }).click();
    await expect(page).toHaveURL(/\/Home$/);
    await expect.poll(() => scrollY(page)).toBe(0);
  });

  test("a link with a hash from another page shows that section below the header", async ({
    page,
  }) => {
    await openHydrated(page, "/portfolio");
    await mainNav(page).getByRole("link", { name: "Services" }).click();
    await expect(page).toHaveURL(/\/Home#services$/);
    await expectSectionAtTop(page, "services");
  });

  for (const path of ["/Home#Services", "/Home#services", "/#SERVICES"]) {
    test(`opening ${path} shows the services section below the header`, async ({
      page,
    }) => {
      await openHydrated(page, path);
      await expect(page.locator("#services")).toBeInViewport();
      await expectSectionAtTop(page, "services");
    });
  }

  test("opening /Home#Contact shows the contact section", async ({ page }) => {
    await openHydrated(page, "/Home#Contact");
    await expect(page.locator("#contact")).toBeInViewport();
    await expectSectionAtTop(page, "contact");
  });

  test("an in-page hash link on the home page scrolls to its section", async ({
    page,
  }) => {
    await openHydrated(page);
    await page.getByRole("link", { name: "Explore now" }).click();
    await expect(page).toHaveURL(/#services$/);
    await expectSectionAtTop(page, "services");
  });

  test("Back and Forward restore where the visitor was", async ({ page }) => {
    await openHydrated(page);
    await scrollTo(page, 1500);

    // The sticky header's link: clicking it does not scroll the page first.
    await mainNav(page).getByRole("link", { name: "Portfolio" }).click();
    await expect(page).toHaveURL(/\/portfolio$/);
    await expect.poll(() => scrollY(page)).toBe(0);
    await scrollTo(page, 200);

    await page.goBack();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await expect.poll(() => scrollY(page)).toBe(1500);

    await page.goForward();
    await expect(page).toHaveURL(/\/portfolio$/);
    await expect.poll(() => scrollY(page)).toBe(200);
  });
});

test.describe("navigation bar", () => {
  test.use({ viewport: VIEWPORTS.desktop });

  test("its links point where the spec says", async ({ page }) => {
    await page.goto("/");
    const nav = mainNav(page);
    await expect(
      nav.getByRole("link", { name: "Kalam Studio" }),
    ).toHaveAttribute("href", "/");
    await expect(nav.getByRole("link", { name: "Home" })).toHaveAttribute(
      "href",
      "/Home",
    );
    await expect(nav.getByRole("link", { name: "Services" })).toHaveAttribute(
      "href",
      "/Home#services",
    );
    await expect(nav.getByRole("link", { name: "Portfolio" })).toHaveAttribute(
      "href",
      "/portfolio",
    );
    await expect(nav.getByRole("link", { name: "Contact" })).toHaveAttribute(
      "href",
      "/Home#contact",
    );
    await expect(nav.getByRole("link", { name: "Get Started" })).toBeVisible();
  });

  test("each link takes the visitor to its target", async ({ page }) => {
    await openHydrated(page, "/portfolio");
    const nav = mainNav(page);
    const h1 = page.getByRole("heading", { level: 1 });
    const steps = [
      {
        link: "Home",
        url: /\/Home$/,
        arrived: () => expect(h1).toHaveText(HOME_HEADING),
        noLongerCurrent: [],
      },
      {
        link: "Contact",
        url: /\/Home#contact$/,
        arrived: () => expectSectionAtTop(page, "contact"),
        noLongerCurrent: [],
      },
      {
        link: "Services",
        url: /\/Home#services$/,
        arrived: () => expectSectionAtTop(page, "services"),
        noLongerCurrent: ["Home"],
      },
      {
        link: "Portfolio",
        url: /\/portfolio$/,
        arrived: () => expect(h1).toBeVisible(),
        noLongerCurrent: [],
      },
    ];
    for (const { link, url, arrived, noLongerCurrent } of steps) {
      await nav.getByRole("link", { name: link }).click();
      await expect(page).toHaveURL(url);
      await arrived();
      await expect(nav.getByRole("link", { name: link })).toHaveAttribute(
        "aria-current",
        "page",
      );
      for (const other of noLongerCurrent) {
        await expect(
          nav.getByRole("link", { name: other }),
        ).not.toHaveAttribute("aria-current");
      }
    }
  });

  test("Get Started takes the visitor to the contact form", async ({
    page,
  }) => {
    await openHydrated(page, "/portfolio");
    await mainNav(page).getByRole("link", { name: "Get Started" }).click();
    await expect(page).toHaveURL(/\/Home#contact$/);
    await expectSectionAtTop(page, "contact");
    await expect(
      page.locator("#contact").getByRole("textbox").first(),
    ).toBeVisible();
  });

  test("the logo scrolls smoothly to the top of the home page", async ({
    page,
  }) => {
    await openHydrated(page);
    await scrollTo(page, 2000);
    await mainNav(page).getByRole("link", { name: "Kalam Studio" }).click();
    // Smooth: part-way up first, then at the top.
    await expect
      .poll(() => scrollY(page), { intervals: [16] })
      .toBeLessThan(2000);
    const midway = await scrollY(page);
    await expect.poll(() => scrollY(page)).toBe(0);
    expect(midway).toBeGreaterThan(0);
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  });

  test("the logo goes home from another page", async ({ page }) => {
    await openHydrated(page, "/portfolio");
    await mainNav(page).getByRole("link", { name: "Kalam Studio" }).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      HOME_HEADING,
    );
  });

  test("the header takes its scrolled look past 20 px, not at 19 px", async ({
    page,
  }) => {
    await openHydrated(page);
    const header = page.getByRole("banner");
    await expect(header).toHaveAttribute("data-scrolled", "false");
    const shadowAtTop = await header.evaluate(
      (element) => getComputedStyle(element).boxShadow,
    );
    await scrollTo(page, 19);
    await expect(header).toHaveAttribute("data-scrolled", "false");
    await scrollTo(page, 21);
    await expect(header).toHaveAttribute("data-scrolled", "true");
    await expect
      .poll(() =>
        header.evaluate((element) => getComputedStyle(element).boxShadow),
      )
      .not.toBe(shadowAtTop);
    await scrollTo(page, 0);
    await expect(header).toHaveAttribute("data-scrolled", "false");
  });

  test("focusing or pressing a header link does not make the page jump", async ({
    page,
  }) => {
    await openHydrated(page);
    await scrollTo(page, 1500);
    await mainNav(page).getByRole("link", { name: "Services" }).focus();
    await mainNav(page).getByRole("link", { name: "Portfolio" }).focus();
    expect(await scrollY(page)).toBe(1500);
  });

  test("the header stays on screen while scrolling", async ({ page }) => {
    await page.goto("/");
    await scrollTo(page, 3000);
    const box = await page.getByRole("banner").boundingBox();
    expect(box?.y).toBe(0);
  });
});

test.describe("mobile menu at 375 px", () => {
  test.use({ viewport: VIEWPORTS.phone });

  const menuButton = (page: Page) => page.getByRole("button", { name: "Menu" });

  test("collapses the links behind a Menu button", async ({ page }) => {
    await page.goto("/");
    const button = menuButton(page);
    await expect(button).toBeVisible();
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(button).toHaveAttribute("aria-controls", /\S/);
    const controls = (await button.getAttribute("aria-controls")) ?? "";
    const menu = page.locator(`[id="${controls}"]`);
    await expect(menu).toHaveCount(1);
    await expect(menu).toBeHidden();
    await expect(
      mainNav(page).getByRole("link", { name: "Portfolio" }),
    ).toBeHidden();
  });

  test("opens and closes with the mouse", async ({ page }) => {
    await openHydrated(page);
    const button = menuButton(page);
    await button.click();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    const links = mainNav(page).getByRole("link", { name: "Portfolio" });
    await expect(links).toBeVisible();
    await button.click();
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(links).toBeHidden();
  });

  test("closes when a page link is chosen, and the page changes", async ({
    page,
  }) => {
    await openHydrated(page);
    await menuButton(page).click();
    await mainNav(page).getByRole("link", { name: "Portfolio" }).click();
    await expect(page).toHaveURL(/\/portfolio$/);
    await expect(menuButton(page)).toHaveAttribute("aria-expanded", "false");
    await expect(
      mainNav(page).getByRole("link", { name: "Portfolio" }),
    ).toBeHidden();
    await expect(menuButton(page)).toBeFocused();
  });

  test("closes when an in-page anchor is chosen, and shows that section", async ({
    page,
  }) => {
    await openHydrated(page, "/Home");
    await menuButton(page).click();
    await mainNav(page).getByRole("link", { name: "Services" }).click();
    await expect(page).toHaveURL(/\/Home#services$/);
    await expect(menuButton(page)).toHaveAttribute("aria-expanded", "false");
    await expectSectionAtTop(page, "services");
  });

  test("closes on a click outside it", async ({ page }) => {
    await openHydrated(page);
    await menuButton(page).click();
    await expect(menuButton(page)).toHaveAttribute("aria-expanded", "true");
    await page.mouse.click(180, 700);
    await expect(menuButton(page)).toHaveAttribute("aria-expanded", "false");
    await expect(
      mainNav(page).getByRole("link", { name: "Portfolio" }),
    ).toBeHidden();
  });

  test("works by keyboard: Enter opens, Tab reaches the links, Escape closes and returns focus", async ({
    page,
  }) => {
    await openHydrated(page);
    const button = menuButton(page);
    await button.focus();
    await page.keyboard.press("Enter");
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await expect(
      mainNav(page).getByRole("link", { name: "Home" }),
    ).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(
      mainNav(page).getByRole("link", { name: "Services" }),
    ).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(button).toBeFocused();
    await expect(
      mainNav(page).getByRole("link", { name: "Home" }),
    ).toBeHidden();

    await page.keyboard.press("Space");
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Space");
    await expect(button).toHaveAttribute("aria-expanded", "false");
  });

  test("a link chosen by keyboard closes the menu and goes there", async ({
    page,
  }) => {
    await openHydrated(page);
    await menuButton(page).focus();
    await page.keyboard.press("Enter");
    await mainNav(page).getByRole("link", { name: "Contact" }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/Home#contact$/);
    await expect(menuButton(page)).toHaveAttribute("aria-expanded", "false");
    await expectSectionAtTop(page, "contact");
  });

  test("is not shown at desktop width, where the links are always visible", async ({
    page,
  }) => {
    await page.setViewportSize(VIEWPORTS.desktop);
    await page.goto("/");
    await expect(menuButton(page)).toBeHidden();
    await expect(
      mainNav(page).getByRole("link", { name: "Portfolio" }),
    ).toBeVisible();
  });
});

test.describe("back to top", () => {
  const backToTop = (page: Page) =>
    page.getByRole("button", { name: "Back to top" });

  /**
   * Past the hero, above the contact form: where no part the button steps
   * aside for (the form, the FAQ) passes under it.
   */
  const MID_PAGE = 1500;

  test("is hidden at the top and appears after 300 px of scrolling", async ({
    page,
  }) => {
    await openHydrated(page);
    await expect(backToTop(page)).toBeHidden();
    await scrollTo(page, 300);
    await expect(backToTop(page)).toBeHidden();
    await scrollTo(page, 301);
    await expect(backToTop(page)).toBeVisible();
  });

  test("takes the visitor back to the top", async ({ page }) => {
    await openHydrated(page);
    await scrollTo(page, MID_PAGE);
    await backToTop(page).click();
    await expect.poll(() => scrollY(page)).toBe(0);
    await expect(backToTop(page)).toBeHidden();
  });

  test("works from the keyboard", async ({ page }) => {
    await openHydrated(page);
    await scrollTo(page, MID_PAGE);
    await backToTop(page).focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => scrollY(page)).toBe(0);
    // Focus is not lost on the vanished button.
    await expect(page.locator("body")).not.toBeFocused();
  });
});

test.describe("footer", () => {
  test("has the spec's four columns with their headings and links", async ({
    page,
  }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("heading", { level: 2 })).toHaveText([
      "About",
      "Our Services",
      "Useful Links",
      "Contact Info",
    ]);

    const services = footer.getByRole("navigation", { name: "Our Services" });
    await expect(services.getByRole("link")).toHaveText([
      "Web Development",
      "Instagram Handling",
      "Product Mockups",
      "Logos & Banners",
      "Product Promotions",
      "3D Video",
    ]);
    for (const link of await services.getByRole("link").all()) {
      await expect(link).toHaveAttribute("href", "/Home#services");
    }

    const useful = footer.getByRole("navigation", { name: "Useful Links" });
    await expect(useful.getByRole("link")).toHaveText([
      "Home",
      "Services",
      "Portfolio",
      "Contact",
      "Insights",
    ]);
    const hrefs = await useful
      .getByRole("link")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(hrefs).toEqual([
      "/Home#home",
      "/Home#services",
      "/portfolio",
      "/Home#contact",
      "/insights",
    ]);

    await expect(
      footer.getByRole("link", { name: /^\+?[\d\s]+$/ }),
    ).toHaveAttribute("href", /^tel:\+?\d+$/);
    await expect(footer.getByRole("link", { name: /@/ })).toHaveAttribute(
      "href",
      /^mailto:.+@.+/,
    );
  });

  test("has Terms & Conditions and Privacy Policy anchors", async ({
    page,
  }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    await expect(
      footer.getByRole("link", { name: "Terms & Conditions" }),
    ).toHaveAttribute("href", "#terms");
    await expect(
      footer.getByRole("link", { name: "Privacy Policy" }),
    ).toHaveAttribute("href", "#privacy");
  });

  test("Useful Links reach their sections", async ({ page }) => {
    await openHydrated(page, "/portfolio");
    const useful = page.getByRole("navigation", { name: "Useful Links" });
    await useful.getByRole("link", { name: "Contact" }).click();
    await expect(page).toHaveURL(/\/Home#contact$/);
    await expectSectionAtTop(page, "contact");
    await useful.getByRole("link", { name: "Home" }).click();
    await expect(page).toHaveURL(/\/Home#home$/);
    await expect.poll(() => scrollY(page)).toBeLessThan(100);
  });

  test("shows the copyright with the current year as of viewing", async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await page.clock.setFixedTime(new Date("2042-06-15T09:00:00+05:30"));
    await page.goto("/");
    await expect(page.getByRole("contentinfo")).toContainText(
      "© 2042 Kalam Studio",
    );
    await waitForHydration(page);
    await expect(page.getByRole("contentinfo")).toContainText(
      "© 2042 Kalam Studio",
    );
    expect(errors).toEqual([]);
  });
});

test.describe("prerendered HTML", () => {
  test("the home page's HTML already holds its heading and sections", async ({
    request,
  }) => {
    for (const path of ["/", "/Home"]) {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      const text = textOf(html);
      expect(html).toMatch(/<title>[^<]+<\/title>/);
      expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
      expect(text).toContain(HOME_HEADING);
      expect(text).toContain(
        "Clean, Professional, fast, and meticulously engineered.",
      );
      for (const heading of [
        "Services",
        "How we work",
        "Why choose us",
        "Web Development",
        "Get a dev quote",
        "Plan my content",
      ]) {
        expect(text).toContain(heading);
      }
      for (const id of SPEC_SECTIONS) {
        expect(html).toContain(`id="${id}"`);
      }
    }
  });

  test("the portfolio page's HTML already holds its heading", async ({
    request,
  }) => {
    const response = await request.get("/portfolio");
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(html).toMatch(/<title>[^<]+<\/title>/);
  });

  test.describe("with JavaScript disabled", () => {
    test.use({ javaScriptEnabled: false });

    test("the home page shows its content", async ({ page }) => {
      await page.goto("/");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        HOME_HEADING,
      );
      await expect(page.getByText("Discover", { exact: true })).toBeVisible();
      await expect(page.getByText("Get a dev quote")).toBeVisible();
      await expect(
        page.getByRole("contentinfo").getByRole("heading", {
          name: "Our Services",
        }),
      ).toBeVisible();
      await expect(page.getByRole("status", { name: "Loading" })).toHaveCount(
        0,
      );
    });

    test("the nav links still work", async ({ page }) => {
      await page.goto("/");
      await followNavLink(page, "Useful Links", "Portfolio");
      await expect(page).toHaveURL(/\/portfolio$/);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    });
  });
});

test.describe("theme", () => {
  test("buttons are 44 px high with bold text, 12 px corners and Poppins", async ({
    page,
  }) => {
    await page.goto("/");
    const button = page.getByRole("link", { name: "Start a project" });
    const style = await button.evaluate((element) => {
      const computed = getComputedStyle(element);
      return {
        height: element.getBoundingClientRect().height,
        weight: Number(computed.fontWeight),
        radius: computed.borderRadius,
        family: computed.fontFamily,
        background: computed.backgroundColor,
        color: computed.color,
      };
    });
    expect(style.height).toBeGreaterThanOrEqual(44);
    expect(style.weight).toBeGreaterThanOrEqual(700);
    expect(style.radius).toBe("12px");
    expect(style.family).toMatch(/^"?Poppins/);
    // A dark blue primary with white text on it.
    const [r = 0, g = 0, b = 0] = (style.background.match(/\d+/g) ?? []).map(
      Number,
    );
    expect(b).toBeGreaterThan(r);
    expect(b).toBeGreaterThan(g);
    expect(r + g + b).toBeLessThan(255);
    expect(style.color).toBe("rgb(255, 255, 255)");

    await page.evaluate(() => document.fonts.ready);
    expect(
      await page.evaluate(() => document.fonts.check("700 16px Poppins")),
    ).toBe(true);
  });

  test("every request stays on the site's own host", async ({
    page,
    baseURL,
  }) => {
    const requested: string[] = [];
    page.on("request", (request) => requested.push(request.url()));
    await openHydrated(page);
    await page.keyboard.press("End");
    await waitForQuietNetwork(page);
    expect(requested.length).toBeGreaterThan(1);
    const origin = new URL(baseURL ?? "").origin;
    expect(requested.filter((url) => new URL(url).origin !== origin)).toEqual(
      [],
    );
  });

  test.describe("with reduced motion", () => {
    test.beforeEach(async ({ page }) => {
      await page.emulateMedia({ reducedMotion: "reduce" });
    });

    test("the logo jumps to the top instead of gliding", async ({ page }) => {
      await openHydrated(page);
      await scrollTo(page, 2000);
      await mainNav(page).getByRole("link", { name: "Kalam Studio" }).click();
      expect(await scrollYNextFrame(page)).toBe(0);
    });

    test("transitions are instant", async ({ page }) => {
      await page.goto("/");
      const durations = await page.evaluate(() =>
        [
          document.querySelector("header"),
          document.querySelector("[data-testid=hero-underline]"),
          document.querySelector("#services [role=tabpanel]"),
        ].map((element) =>
          element ? getComputedStyle(element).transitionDuration : "missing",
        ),
      );
      expect(durations).not.toContain("missing");
      for (const duration of durations) {
        for (const part of duration.split(",")) {
          const seconds = part.trim().endsWith("ms")
            ? Number.parseFloat(part) / 1000
            : Number.parseFloat(part);
          expect(seconds).toBeLessThanOrEqual(0.001);
        }
      }
    });
  });
});
