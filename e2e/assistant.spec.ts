import AxeBuilder from "@axe-core/playwright";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { services } from "../app/content/services";
import {
  collectErrors,
  expectSectionAtTop,
  revealSection,
  waitForHydration,
} from "./support";

const isAssistantChunk = (url: string) =>
  /\/assets\/AssistantChat[^/]*\.js(\?|$)/.test(url);

const [dev, smm] = services;
const instagram = smm?.items.find((item) => /instagram/i.test(item.lead));

function log(page: Page) {
  return page.getByRole("log", { name: "Conversation with the assistant" });
}

function questionBox(page: Page) {
  return page.getByRole("textbox", { name: "Ask a question" });
}

/** The assistant's messages, welcome first. */
function assistantMessages(page: Page) {
  return log(page).locator(':scope > ol > li[data-author="assistant"]');
}

/**
 * Waits until the chat's code has loaded and React has hydrated it: the
 * log's DOM node carries React's props from then on.
 */
async function waitForChat(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() => {
        const element = document.querySelector('#assistant [role="log"]');
        return (
          !!element &&
          Object.keys(element).some((key) => key.startsWith("__reactProps"))
        );
      }),
    )
    .toBe(true);
}

/*
 * These tests start from `/`. (`/Home` is the same page; while the shared
 * deferred() helper leaks its loaded state across prerendered pages, its
 * HTML fails to hydrate: see the Contact section.)
 */
/** Waits until React has hydrated the element (its node carries props). */
async function expectHydrated(locator: Locator) {
  await expect
    .poll(() =>
      locator.evaluate((element) =>
        Object.keys(element).some((key) => key.startsWith("__reactProps")),
      ),
    )
    .toBe(true);
}

async function openAssistant(page: Page) {
  await page.goto("/#assistant");
  await waitForHydration(page);
  await waitForChat(page);
}

async function ask(page: Page, question: string) {
  await questionBox(page).fill(question);
  await questionBox(page).press("Enter");
}

test.describe("project assistant", () => {
  test("the contact panel's Talk to AI Assistant control lands on the assistant", async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await page.goto("/");
    await waitForHydration(page);
    const control = page.getByRole("link", { name: "Talk to AI Assistant" });
    // Scroll down like a visitor, letting the page's other on-demand parts
    // hydrate on the way: one still waiting to hydrate collapses when the
    // URL changes, and the scroll then lands short (see deferred()).
    await revealSection(page, "services");
    await expectHydrated(page.getByRole("tablist", { name: "Service lines" }));
    await revealSection(page, "contact");
    await expectHydrated(page.getByRole("textbox", { name: "Message" }));
    await control.click();
    await expect(page).toHaveURL(/\/#assistant$/);
    await expectSectionAtTop(page, "assistant");
    await expect(
      page.getByRole("heading", { name: "Ask the project assistant" }),
    ).toBeInViewport();
    await waitForChat(page);
    expect(errors).toEqual([]);
  });

  test("a suggested question gets an answer whose link opens the social tab", async ({
    page,
  }) => {
    await openAssistant(page);
    await page
      .getByRole("button", { name: "Can you run our Instagram?" })
      .click();
    const answer = assistantMessages(page).nth(1);
    await expect(answer).toContainText(instagram?.copy ?? "missing content");
    await expect(
      log(page).locator(':scope > ol > li[data-author="visitor"]'),
    ).toHaveText(["YouCan you run our Instagram?"]);

    await answer
      .getByRole("link", { name: `${smm?.tabLabel} services` })
      .click();
    await expect(page).toHaveURL(/\/Home#services$/);
    await expect(
      page.getByRole("tab", { name: smm?.tabLabel, selected: true }),
    ).toBeVisible();
    await expect(page.locator("#services")).toBeInViewport();
  });

  test("a typed question with a typo gets an answer whose case-study link works", async ({
    page,
  }) => {
    await openAssistant(page);
    await ask(page, "hospitl registration");
    const answer = assistantMessages(page).nth(1);
    await expect(answer).toContainText(/registration/i);
    const caseLink = answer.getByRole("link", { name: /^Case study:/ });
    await expect(caseLink).toHaveAttribute("href", /^\/portfolio\/[a-z0-9-]+$/);
    const href = await caseLink.getAttribute("href");
    await caseLink.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("a Hinglish question gets the website timing facts with a link to the process", async ({
    page,
  }) => {
    await openAssistant(page);
    await ask(page, "website banane me kitna time lagega");
    const answer = assistantMessages(page).nth(1);
    await expect(answer).toContainText("no fixed timeline");
    const landing = dev?.items.find((item) => /landing/i.test(item.lead));
    await expect(answer).toContainText(landing?.copy ?? "missing content");
    await answer.getByRole("link", { name: "How we work" }).click();
    await expect(page).toHaveURL(/\/Home#process$/);
    await expect(page.locator("#process")).toBeInViewport();
  });

  test("Send this to the studio fills the contact form's message and focuses it", async ({
    page,
  }) => {
    await openAssistant(page);
    await page.getByRole("button", { name: "How do we start?" }).click();
    await ask(page, "reels ka rate kya hai");
    await expect(assistantMessages(page)).toHaveCount(3);
    await page.getByRole("button", { name: "Send this to the studio" }).click();
    const message = page.getByRole("textbox", { name: "Message" });
    await expect(message).toBeFocused();
    await expect(message).toHaveValue(/- How do we start\?/);
    await expect(message).toHaveValue(/- reels ka rate kya hai/);
    await expect(message).toHaveValue(/About my project: $/);
    // Nothing is sent: the form waits for the visitor.
    await expect(
      page.getByRole("status").filter({ hasText: "Thanks" }),
    ).toHaveCount(0);
  });

  test("the assistant's code is not loaded on the home page's first load", async ({
    page,
  }) => {
    const requested: string[] = [];
    page.on("request", (request) => requested.push(request.url()));
    await page.goto("/");
    await waitForHydration(page);
    // Nothing asks for the chat while the visitor stays at the top.
    await expect(
      page.waitForRequest((request) => isAssistantChunk(request.url()), {
        timeout: 3_000,
      }),
    ).rejects.toThrow();
    expect(requested.filter(isAssistantChunk)).toEqual([]);
    expect(requested.filter((url) => /minisearch/i.test(url))).toEqual([]);
    // The prerendered chat is already on the page, as static HTML.
    await expect(
      page.getByRole("button", { name: "What do you build?" }),
    ).toBeAttached();

    const chunk = page.waitForRequest((request) =>
      isAssistantChunk(request.url()),
    );
    await revealSection(page, "assistant");
    await chunk;
    await waitForChat(page);
  });

  test("questions asked before the chat's code arrives are answered once, in order", async ({
    page,
  }) => {
    // A slow connection: the chat's code takes two seconds to arrive.
    await page.route(
      (url) => isAssistantChunk(url.toString()),
      async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 2_000));
        await route.continue();
      },
    );
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("button", { name: "What do you build?" }).click();
    await questionBox(page).click();
    await page.keyboard.type("price");
    await page.keyboard.press("Enter");
    await page.keyboard.type("half typed");
    await expect(page).toHaveURL(/\/$/);

    await waitForChat(page);
    const visitor = log(page).locator(
      ':scope > ol > li[data-author="visitor"]',
    );
    await expect(visitor).toHaveText(["YouWhat do you build?", "Youprice"]);
    await expect(assistantMessages(page)).toHaveCount(3);
    await expect(assistantMessages(page).nth(2)).toContainText(
      "don't list prices",
    );
    await expect(questionBox(page)).toHaveValue("half typed");
  });

  test("loading the chat shifts nothing on the page", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const box = () =>
      page.evaluate(() => {
        const rect = document
          .getElementById("assistant")
          ?.getBoundingClientRect();
        return rect ? Math.round(rect.height) : 0;
      });
    const before = await box();
    await revealSection(page, "assistant");
    await waitForChat(page);
    expect(await box()).toBe(before);
  });

  test("an in-page link clicked before the chat loads leaves the section as it was", async ({
    page,
  }) => {
    await page.route(
      (url) => isAssistantChunk(url.toString()),
      async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 2_000));
        await route.continue();
      },
    );
    await page.goto("/");
    await waitForHydration(page);
    const height = () =>
      page.evaluate(() =>
        Math.round(
          document.getElementById("assistant")?.getBoundingClientRect()
            .height ?? 0,
        ),
      );
    const before = await height();
    // Changing the location re-renders the page while the chat is static.
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Services" })
      .click();
    await expect(page).toHaveURL(/#services$/);
    expect(await height()).toBe(before);
    await expect(
      page.getByRole("button", { name: "How do we start?" }),
    ).toBeAttached();
    await revealSection(page, "assistant");
    await waitForChat(page);
    expect(await height()).toBe(before);
  });

  test("answers offline once loaded", async ({ page, context }) => {
    await openAssistant(page);
    await context.setOffline(true);
    await ask(page, "price");
    await expect(assistantMessages(page).nth(1)).toContainText(
      "don't list prices",
    );
    await context.setOffline(false);
  });

  test("answers at once with no typing indicator under reduced motion", async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await openAssistant(page);
    await page.evaluate(() => {
      const win = window as Window & { sawTyping?: boolean };
      win.sawTyping = false;
      new MutationObserver(() => {
        if (document.querySelector('#assistant li[aria-hidden="true"]')) {
          win.sawTyping = true;
        }
      }).observe(document.getElementById("assistant") ?? document.body, {
        childList: true,
        subtree: true,
      });
    });
    await page.getByRole("button", { name: "What do you build?" }).click();
    await expect(assistantMessages(page)).toHaveCount(2);
    expect(
      await page.evaluate(
        () => (window as Window & { sawTyping?: boolean }).sawTyping,
      ),
    ).toBe(false);
  });

  test("keeps the conversation across a route change", async ({ page }) => {
    await openAssistant(page);
    await ask(page, "Do you do SEO?");
    await expect(assistantMessages(page)).toHaveCount(2);
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Portfolio" })
      .click();
    await expect(page).toHaveURL(/\/portfolio$/);
    await page.goBack();
    await revealSection(page, "assistant");
    await expect(log(page)).toContainText("Do you do SEO?");
    await expect(assistantMessages(page).nth(1)).toContainText(
      /^Assistant\s*Yes\./,
    );
  });

  test("works by keyboard alone", async ({ page }) => {
    await openAssistant(page);
    const first = page.getByRole("button", { name: "What do you build?" });
    await first.focus();
    await page.keyboard.press("Enter");
    await expect(assistantMessages(page)).toHaveCount(2);
    // From the last suggestion, Tab reaches the box; Enter sends.
    await page.getByRole("button", { name: "How do we start?" }).focus();
    await page.keyboard.press("Tab");
    await expect(questionBox(page)).toBeFocused();
    await page.keyboard.type("figma");
    await page.keyboard.press("Enter");
    await expect(assistantMessages(page)).toHaveCount(3);
    await expect(questionBox(page)).toBeFocused();
    await expect(questionBox(page)).toHaveValue("");
  });

  test("at 320 px a 10,000-character question is cut and nothing scrolls sideways", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await openAssistant(page);
    await questionBox(page).fill("w".repeat(10_000));
    await expect(questionBox(page)).toHaveValue("w".repeat(500));
    await expect(page.getByText("Cut to 500 characters")).toBeVisible();
    await questionBox(page).press("Enter");
    await expect(assistantMessages(page)).toHaveCount(2);
    await ask(page, "<img src=x onerror=alert(1)> price");
    await expect(
      log(page).getByText("<img src=x onerror=alert(1)> price"),
    ).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });

  for (const width of [320, 768, 1280]) {
    test(`has no axe violations with a conversation on screen at ${width} px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await openAssistant(page);
      await page
        .getByRole("button", { name: "Can you run our Instagram?" })
        .click();
      await ask(page, "price");
      await expect(assistantMessages(page)).toHaveCount(3);
      await expect(
        page.getByRole("button", { name: "Send this to the studio" }),
      ).toBeVisible();
      const results = await new AxeBuilder({ page })
        .include("#assistant")
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
        .analyze();
      expect(results.violations).toEqual([]);
    });
  }
});
