import { type Locator, type Page } from "@playwright/test";
import { enquiryFieldNames } from "../app/content/enquiry";
import {
  backgroundOf,
  contrastRatio,
  expect,
  focusProblems,
  focusStop,
  hydrateAssistant,
  hydrateContactForm,
  hydrateServiceTabs,
  parseColour,
  test,
  waitForStillness,
  openHydrated,
} from "./support";

/*
 * Contrast that axe's color-contrast rule can miss (placeholders, disabled
 * looks, hidden panes, pseudo-elements, borders) and WCAG 2.5.8 target size.
 */

const TEXT = 4.5;
const LARGE_TEXT = 3;
const NON_TEXT = 3;

type Finding = { what: string; ratio: number; needs: number };

/** Each element's text colour against what is painted behind it. */
async function textContrast(locator: Locator): Promise<Finding[]> {
  const count = await locator.count();
  expect(count, `${locator}`).toBeGreaterThan(0);
  const findings: Finding[] = [];
  for (let index = 0; index < count; index += 1) {
    const element = locator.nth(index);
    const text = await element.evaluate((node) => {
      const style = getComputedStyle(node);
      const size = parseFloat(style.fontSize);
      const isBold = Number(style.fontWeight) >= 700;
      return {
        colour: style.color,
        isLarge: size >= 24 || (isBold && size >= 18.66),
        label: `${node.tagName.toLowerCase()} "${(node.textContent || node.getAttribute("aria-label") || "").trim().slice(0, 30)}"`,
      };
    });
    const ratio = contrastRatio(
      parseColour(text.colour),
      await backgroundOf(element),
    );
    findings.push({
      what: text.label,
      ratio: Math.round(ratio * 100) / 100,
      needs: text.isLarge ? LARGE_TEXT : TEXT,
    });
  }
  return findings;
}

/**
 * Placeholder colours as they would paint, for every field that shows a
 * placeholder or has one styled. (Chrome's getComputedStyle cannot read
 * ::placeholder, so the winning ::placeholder rule is looked up and its
 * colour resolved in the field's place; unstyled ones get the browser's
 * darkgray.)
 */
async function placeholderContrast(page: Page): Promise<Finding[]> {
  const fields = page.locator("input, textarea");
  const findings: Finding[] = [];
  for (let index = 0; index < (await fields.count()); index += 1) {
    const field = fields.nth(index);
    const placeholder = await field.evaluate((node) => {
      if (!node.checkVisibility() || node.closest("[inert]")) return null;
      let colour: string | null = null;
      const visit = (rules: CSSRuleList) => {
        for (const rule of rules) {
          if (rule instanceof CSSStyleRule) {
            const matches = rule.selectorText
              .split(",")
              .filter((selector) => selector.includes("::placeholder"))
              .some((selector) =>
                node.matches(selector.replace(/::placeholder/g, "") || "*"),
              );
            if (matches && rule.style.color) colour = rule.style.color;
          } else if (rule instanceof CSSGroupingRule) visit(rule.cssRules);
        }
      };
      for (const sheet of document.styleSheets) visit(sheet.cssRules);
      const text = (node as HTMLInputElement).placeholder;
      if (!colour && !text) return null;
      const probe = document.createElement("span");
      probe.style.color = colour ?? "darkgray";
      node.after(probe);
      const painted = getComputedStyle(probe).color;
      probe.remove();
      return { painted, label: node.id || node.tagName.toLowerCase() };
    });
    if (!placeholder) continue;
    findings.push({
      what: `placeholder of ${placeholder.label}`,
      ratio: contrastRatio(
        parseColour(placeholder.painted),
        await backgroundOf(field),
      ),
      needs: TEXT,
    });
  }
  return findings;
}

const failing = (findings: Finding[]) =>
  findings.filter((finding) => finding.ratio < finding.needs);

test.describe("text contrast axe can miss", () => {
  test("chips and badges on the home page reach 4.5:1, in both service panes", async ({
    page,
  }) => {
    await openHydrated(page);
    await hydrateServiceTabs(page);
    const chips = [
      page
        .getByRole("list", { name: "Technologies we build with" })
        .locator("li"),
      // Both panes, the hidden one included: it shows as soon as it is picked.
      page.locator('#services ul[aria-label="Key results"] > li'),
      page.locator('#services ul[aria-label="Tags"] > li'),
      page.locator('#why ul[aria-label$="highlights"] > li'),
      page.locator("#services [role=tab]"),
    ];
    const findings = (
      await Promise.all(chips.map((locator) => textContrast(locator)))
    ).flat();
    expect(findings.length).toBeGreaterThan(20);
    expect(failing(findings)).toEqual([]);
  });

  test("chips, badges and filter pills on the portfolio and a case study reach 4.5:1", async ({
    page,
  }) => {
    await openHydrated(page, "/portfolio?line=web");
    const portfolio = await Promise.all([
      textContrast(
        page
          .getByRole("navigation", {
            name: "Filter case studies by service line",
          })
          .getByRole("link"),
      ),
      textContrast(page.locator("main article p")),
      textContrast(page.locator("main article li")),
      textContrast(page.getByRole("status")),
    ]);
    await openHydrated(page, "/portfolio/haldi-house-reels");
    const study = await Promise.all([
      textContrast(page.locator("main article ul:not([class*=list]) > li")),
      textContrast(page.locator("main figcaption, main figcaption span")),
      textContrast(page.locator("main dt, main dd")),
      textContrast(
        page
          .getByRole("navigation", { name: "More case studies" })
          .locator("span"),
      ),
    ]);
    expect(failing([...portfolio, ...study].flat())).toEqual([]);
  });

  test("footer text, headings and links reach 4.5:1 on the dark footer", async ({
    page,
  }) => {
    await openHydrated(page);
    const footer = page.getByRole("contentinfo");
    const findings = await textContrast(
      footer.locator("h2, p, li, a").filter({ hasText: /\S/ }),
    );
    expect(findings.length).toBeGreaterThan(15);
    expect(failing(findings)).toEqual([]);
  });

  test("placeholders, hints, errors and the disabled look of buttons reach 4.5:1", async ({
    page,
  }) => {
    await openHydrated(page);
    await hydrateContactForm(page);
    await hydrateAssistant(page);
    const form = page.getByRole("form", { name: "Send us a message" });
    await form.getByRole("button", { name: "Send message" }).click();
    await expect(form.getByText("Please enter your name")).toBeVisible();

    const placeholders = await placeholderContrast(page);
    // The contact form styles its placeholders: Name, Email and Message.
    expect(placeholders.length).toBeGreaterThanOrEqual(3);
    const messages = await textContrast(
      page.locator(
        "#contact form p, #contact aside p, #contact aside a, #assistant p",
      ),
    );

    // A button the visitor cannot use yet (sending...) must still be legible.
    const send = form.getByRole("button", { name: "Send message" });
    await send.evaluate((button) =>
      button.setAttribute("aria-disabled", "true"),
    );
    const ask = page.getByRole("button", { name: "Send", exact: true });
    await ask.evaluate((button) => button.setAttribute("disabled", ""));
    await waitForStillness(page);
    const disabled = [
      ...(await textContrast(send)),
      ...(await textContrast(ask)),
    ];

    expect(failing([...placeholders, ...messages, ...disabled])).toEqual([]);
  });
});

test.describe("non-text contrast", () => {
  test("form fields' borders stand out 3:1 from the field and the surface around it", async ({
    page,
  }) => {
    await openHydrated(page);
    await hydrateContactForm(page);
    await hydrateAssistant(page);
    const fields = page.locator(
      "#contact form input:not([tabindex='-1']), #contact form textarea, #assistant input",
    );
    // Every field of the one enquiry schema, and the assistant's input.
    await expect(fields).toHaveCount(enquiryFieldNames.length + 1);
    const count = await fields.count();
    const findings: Finding[] = [];
    for (let index = 0; index < count; index += 1) {
      const field = fields.nth(index);
      const border = parseColour(
        await field.evaluate((node) => getComputedStyle(node).borderTopColor),
      );
      const name = await field.evaluate(
        (node) => (node as HTMLInputElement).labels?.[0]?.textContent ?? "",
      );
      for (const [against, background] of [
        ["field", await backgroundOf(field)],
        ["surface", await backgroundOf(field, { fromParent: true })],
      ] as const) {
        findings.push({
          what: `${name} border against the ${against}`,
          ratio: contrastRatio(border, background),
          needs: NON_TEXT,
        });
      }
    }
    expect(failing(findings)).toEqual([]);
  });

  test("focus rings inside a legal dialog reach 3:1", async ({ page }) => {
    await openHydrated(page);
    await page
      .getByRole("contentinfo")
      .getByRole("link", { name: "Privacy Policy" })
      .click();
    const dialog = page.getByRole("dialog", { name: "Privacy Policy" });
    await expect(dialog.getByRole("button", { name: "Close" })).toBeFocused();
    const problems: string[] = [];
    // Close, the e-mail link, and round again.
    for (let presses = 0; presses < 3; presses += 1) {
      await page.keyboard.press("Tab");
      const stop = await focusStop(page);
      expect(stop).not.toBeNull();
      if (stop) problems.push(...focusProblems(stop));
    }
    expect(problems).toEqual([]);
  });
});

/** Links and buttons smaller than 24x24 CSS px, bar inline links in a sentence. */
function smallTargets(page: Page) {
  return page.evaluate(() => {
    const targets = document.querySelectorAll<HTMLElement>(
      "a[href], button, [role=tab], input:not([type=hidden]), textarea, select",
    );
    const small: string[] = [];
    let checked = 0;
    for (const target of targets) {
      if (
        target.closest("[inert], .visually-hidden") ||
        !target.checkVisibility({ visibilityProperty: true })
      ) {
        continue;
      }
      const style = getComputedStyle(target);
      const parentText = (target.parentElement?.textContent ?? "").trim();
      const ownText = (target.textContent ?? "").trim();
      const isInSentence =
        style.display === "inline" && parentText.length > ownText.length + 2;
      if (isInSentence) continue;
      checked += 1;
      const box = target.getBoundingClientRect();
      if (box.width < 24 || box.height < 24) {
        small.push(
          `${target.tagName.toLowerCase()} "${ownText || target.getAttribute("aria-label")}" ${Math.round(box.width)}x${Math.round(box.height)}`,
        );
      }
    }
    return { checked, small };
  });
}

test.describe("target size (WCAG 2.5.8)", () => {
  const ROUTES = [
    "/",
    "/portfolio",
    "/portfolio/hospital-registration",
    "/portfolio/no-such-study",
  ];
  for (const width of [320, 1280]) {
    test(`at ${width} px every link and button outside a sentence is at least 24x24 px on every route`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      const found: string[] = [];
      for (const path of ROUTES) {
        await openHydrated(page, path);
        const { checked, small } = await smallTargets(page);
        expect(checked, path).toBeGreaterThan(10);
        found.push(...small.map((target) => `${path}: ${target}`));
      }
      expect(found).toEqual([]);
    });
  }
});
