import { featuredWork } from "../app/content/featuredWork";
import {
  axeFindings,
  axeInBothThemes,
  expect,
  hydrateContactForm,
  test,
  waitForStillness,
  openHydrated,
} from "./support";

/*
 * Issues 14 and 17: axe-core (WCAG 2.0/2.1/2.2 A and AA) finds nothing in
 * either theme at 320, 390, 768 and 1280 px on the home page, the portfolio, a
 * case study, the insights list and an article, including the contact
 * form's error colours.
 */

const WIDTHS = [320, 390, 768, 1280] as const;
const PATHS = [
  "/",
  "/portfolio",
  `/portfolio/${featuredWork.caseStudyIds[0]}`,
  "/insights",
  "/insights/dpdp-act-and-your-contact-form",
] as const;

// One page per path, scanned at each width in turn: the same HTML, laid
// out for each width.
axeInBothThemes(PATHS, WIDTHS, () => {
  test("axe finds no violations on the contact form's errors", async ({
    page,
  }) => {
    await openHydrated(page);
    await hydrateContactForm(page);
    await page
      .getByRole("form", { name: "Send us a message" })
      .getByRole("button", { name: "Send message" })
      .click();
    await expect(page.getByText("Please enter your name")).toBeVisible();
    await waitForStillness(page);
    expect(await axeFindings(page)).toEqual([]);
  });
});
