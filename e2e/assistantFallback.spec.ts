import { type Page } from "@playwright/test";
import { collectErrors, expect, test, openHydrated } from "./support";

/*
 * The assistant never leaves a question unanswered: an error inside the
 * engine ends in the honest fallback reply with the contact form; and a
 * long brief gets an answer to each of its parts in one reply.
 */

const log = (page: Page) =>
  page.getByRole("log", { name: "Conversation with the assistant" });
const answers = (page: Page) =>
  log(page).locator(':scope > ol > li[data-author="assistant"]');
const questionBox = (page: Page) =>
  page.getByRole("textbox", { name: "Ask a question" });

async function ask(page: Page, question: string) {
  await questionBox(page).fill(question);
  await questionBox(page).press("Enter");
  await expect(log(page).locator('li[aria-hidden="true"]')).toHaveCount(0);
}

test.describe("assistant: every question answered", () => {
  test("an error inside the engine ends in the fallback reply with the contact form, and the next question is answered", async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await openHydrated(page, "/#assistant");
    // The engine loads and builds its index on the first question.
    await ask(page, "How do payments work?");
    await expect(answers(page)).toHaveCount(2);
    await expect(answers(page).nth(1)).toContainText("50%");
    // The engine reads every word through String.prototype.normalize: a
    // broken one (as an old or patched browser might have) makes it throw.
    await page.evaluate(() => {
      const original = String.prototype.normalize;
      Object.assign(window, { originalNormalize: original });
      String.prototype.normalize = () => {
        throw new Error("normalize is broken");
      };
    });
    await ask(page, "Do you make native apps?");
    const fallback = answers(page).nth(2);
    await expect(fallback).toContainText("something went wrong");
    await expect(fallback).toContainText("contact form");
    await expect(fallback).toContainText("within a day");
    await expect(
      fallback.getByRole("link", { name: "Contact form" }),
    ).toHaveAttribute("href", /#contact$/);
    await page.evaluate(() => {
      String.prototype.normalize = (
        window as unknown as {
          originalNormalize: typeof String.prototype.normalize;
        }
      ).originalNormalize;
    });
    await ask(page, "Do you make native apps?");
    await expect(answers(page).nth(3)).toContainText(
      "We don't build native iOS or Android apps",
    );
    expect(errors).toEqual([]);
  });

  test("a long brief gets an answer to each of its parts in one reply", async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await openHydrated(page, "/#assistant");
    await ask(
      page,
      "Hi, we are a small organic skincare brand from Jaipur. We need a new website where people can buy our products, and someone to handle our Instagram (posting, reels, replies). What would this cost?",
    );
    await expect(answers(page)).toHaveCount(2);
    const reply = answers(page).nth(1);
    await expect(reply).toContainText("Web Development");
    await expect(reply).toContainText("Reels and posts");
    await expect(reply).toContainText("fixed quote");
    await expect(reply).not.toContainText(/₹\s?\d|rs\.?\s?\d/i);
    expect(errors).toEqual([]);
  });
});
