import { type Page } from "@playwright/test";
import { featuredWork } from "../app/content/featuredWork";
import {
  axeFindings,
  expect,
  hydrateAssistant,
  hydrateContactForm,
  hydrateServiceTabs,
  loadCaseStudyContent,
  test,
  waitForHydration,
  waitForStillness,
  openHydrated,
  enquiryForm,
  fillEnquiry,
} from "./support";

/*
 * Issue 8's matrix: axe-core (WCAG 2.0/2.1/2.2 A and AA) on every state a
 * visitor can reach, at 320, 768 and 1280 px. a11y-routes.spec.ts scans the
 * plain routes at 375/768/1280; this file scans the states on top of them.
 */

const WIDTHS = [320, 768, 1280] as const;
/** Below this width the header's links sit behind the "Menu" button. */
const MENU_BREAKPOINT = 768;

const { caseStudies, caseStudyCopy } = await loadCaseStudyContent();
const webStudy = caseStudies.find((study) => study.line === "dev");
const socialStudy = caseStudies.find((study) => study.line === "smm");
if (!webStudy || !socialStudy) throw new Error("need a web and a social study");

type State = {
  name: string;
  /** Only at these widths (where the state exists). */
  widths?: (width: number) => boolean;
  /**
   * The part of the page the state changes, when it changes one part only:
   * the scan covers that part, since theme-a11y.spec.ts scans the whole
   * page around it at the same widths in both themes.
   */
  include?: string;
  reach: (page: Page) => Promise<void>;
};

async function selectTab(page: Page, name: string) {
  await openHydrated(page);
  await hydrateServiceTabs(page);
  const tab = page.getByRole("tab", { name });
  await tab.click();
  await expect(tab).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel", { name })).toBeVisible();
}

async function openLegal(page: Page, link: string, title: string) {
  await openHydrated(page);
  await page
    .getByRole("contentinfo")
    .getByRole("link", { name: link, exact: true })
    .click();
  await expect(page.getByRole("dialog", { name: title })).toBeVisible();
}

async function openCaseStudy(page: Page, id: string, title: string) {
  await openHydrated(page, `/portfolio/${id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
}

async function showFormErrors(page: Page) {
  await openHydrated(page);
  await hydrateContactForm(page);
  const form = enquiryForm(page);
  await form.send.click();
  await expect(form.root.getByText("Please enter your name")).toBeVisible();
  await expect(
    form.root.getByText("Tell us a bit about your project"),
  ).toBeVisible();
}

async function sendForm(page: Page) {
  await openHydrated(page);
  await hydrateContactForm(page);
  const form = enquiryForm(page);
  await fillEnquiry(form, {
    name: "Zoë O'Brien",
    email: "zoe@example.co.in",
    message: "A new site for our bakery in Hauz Khas.",
  });
  await form.send.click();
  // This build has no service: the panel says so and offers the hand-off.
  await expect(
    form.root.getByRole("group", { name: "Your message has not been sent" }),
  ).toBeFocused();
}

async function openMenu(page: Page) {
  await openHydrated(page);
  const menu = page.getByRole("button", { name: "Menu" });
  await menu.click();
  await expect(menu).toHaveAttribute("aria-expanded", "true");
  await expect(
    page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Portfolio" }),
  ).toBeVisible();
}

async function haveConversation(page: Page) {
  await openHydrated(page, "/#assistant");
  await hydrateAssistant(page);
  await page.getByRole("button", { name: "What do you build?" }).click();
  const log = page.getByRole("log", {
    name: "Conversation with the assistant",
  });
  // Welcome, the question and a finished answer with its links.
  await expect(log.locator(":scope > ol > li")).toHaveCount(3);
  await expect(
    log.locator(':scope > ol > li[data-author="assistant"]').last(),
  ).not.toHaveAttribute("aria-hidden", /.*/);
  await expect(log.getByRole("link").first()).toBeVisible();
}

async function openPortfolio(page: Page, search: string, status: RegExp) {
  await openHydrated(page, `/portfolio${search}`);
  await expect(page.getByRole("status")).toHaveText(status);
}

async function openMissingCaseStudy(page: Page) {
  await page.goto("/portfolio/no-such-study");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    caseStudyCopy.notFound.title,
  );
  await waitForHydration(page);
}

const STATES: State[] = [
  {
    name: "the home page with the Web Development tab selected",
    include: "#services",
    reach: (page) => selectTab(page, "Web Development"),
  },
  {
    name: "the home page with the Social Media Marketing tab selected",
    include: "#services",
    reach: (page) => selectTab(page, "Social Media Marketing"),
  },
  {
    name: "the contact form showing its errors",
    include: "#contact",
    reach: showFormErrors,
  },
  {
    name: "the contact form after a successful send",
    include: "#contact",
    reach: sendForm,
  },
  {
    name: "the mobile menu open",
    include: "header",
    widths: (width) => width < MENU_BREAKPOINT,
    reach: openMenu,
  },
  {
    name: "the Terms & Conditions dialog open",
    reach: (page) =>
      openLegal(page, "Terms & Conditions", "Terms & Conditions"),
  },
  {
    name: "the Privacy Policy dialog open",
    reach: (page) => openLegal(page, "Privacy Policy", "Privacy Policy"),
  },
  {
    name: "the Accessibility statement dialog open",
    reach: (page) =>
      openLegal(page, "Accessibility", "Accessibility statement"),
  },
  {
    name: "the assistant with a conversation on screen",
    include: "#assistant",
    reach: haveConversation,
  },
  // The portfolio with every case study: theme-a11y.spec.ts scans that page
  // at 320, 768 and 1280 px in both themes.
  {
    name: "the portfolio filtered to web work",
    reach: (page) => openPortfolio(page, "?line=web", /^Showing \d+ of \d+/),
  },
  {
    name: "the portfolio filtered to social work",
    reach: (page) => openPortfolio(page, "?line=social", /^Showing \d+ of \d+/),
  },
  {
    name: `the web case study "${webStudy.title}"`,
    // theme-a11y.spec.ts scans the first featured case study at these widths.
    widths: () => webStudy.id !== featuredWork.caseStudyIds[0],
    reach: (page) => openCaseStudy(page, webStudy.id, webStudy.title),
  },
  {
    name: `the social case study "${socialStudy.title}"`,
    reach: (page) => openCaseStudy(page, socialStudy.id, socialStudy.title),
  },
  { name: "the not-found case study", reach: openMissingCaseStudy },
];

const SCANS = STATES.map((state) => ({
  state,
  widths: WIDTHS.filter((width) => state.widths?.(width) ?? true),
})).filter((scan) => scan.widths.length > 0);
const SCAN_COUNT = SCANS.reduce((sum, scan) => sum + scan.widths.length, 0);

test.describe(`axe-core finds no WCAG 2.2 A/AA violations in ${SCAN_COUNT} scans (${STATES.length} states at ${WIDTHS.join(", ")} px)`, () => {
  // Each state is reached once, at the narrowest width, then laid out and
  // scanned at each width in turn.
  for (const { state, widths } of SCANS) {
    test(`${state.name}, at ${widths.join(", ")} px`, async ({ page }) => {
      await page.setViewportSize({
        width: widths[0] ?? WIDTHS[0],
        height: 800,
      });
      await state.reach(page);
      for (const width of widths) {
        await test.step(`at ${width} px`, async () => {
          await page.setViewportSize({ width, height: 800 });
          await waitForStillness(page);
          const findings = await axeFindings(page, { include: state.include });
          test.info().annotations.push({
            type: "axe-violations",
            description: JSON.stringify({ width, findings }),
          });
          expect(findings, `${state.name} at ${width} px`).toEqual([]);
        });
      }
    });
  }
});

/** Headings, language and landmarks as assistive technology meets them. */
function pageOutline(page: Page) {
  return page.evaluate(() => {
    const isExposed = (element: Element) =>
      !element.closest('[aria-hidden="true"], [inert]') &&
      element.checkVisibility({ visibilityProperty: true });
    const text = (element: Element | null) =>
      (element?.textContent ?? "").replace(/\s+/g, " ").trim();
    const nameOf = (element: Element) => {
      const labelledBy = element.getAttribute("aria-labelledby");
      if (labelledBy) {
        return labelledBy
          .split(/\s+/)
          .map((id) => text(document.getElementById(id)))
          .join(" ")
          .trim();
      }
      return (element.getAttribute("aria-label") ?? "").trim();
    };
    const SECTIONING = "article, aside, main, nav, section";

    const headings = [
      ...document.querySelectorAll("h1, h2, h3, h4, h5, h6, [role=heading]"),
    ]
      .filter(isExposed)
      .map((element) => ({
        level: Number(
          element.getAttribute("aria-level") ?? element.tagName.slice(1),
        ),
        text: text(element),
      }));

    const landmarks: { role: string; name: string }[] = [];
    const add = (role: string, elements: Iterable<Element>) => {
      for (const element of elements) {
        if (isExposed(element)) landmarks.push({ role, name: nameOf(element) });
      }
    };
    const unscoped = (selector: string) =>
      [...document.querySelectorAll(selector)].filter(
        (element) => !element.parentElement?.closest(SECTIONING),
      );
    const named = (selector: string) =>
      [...document.querySelectorAll(selector)].filter(
        (element) => nameOf(element) !== "",
      );
    add("banner", unscoped("header, [role=banner]"));
    add("contentinfo", unscoped("footer, [role=contentinfo]"));
    add("main", document.querySelectorAll("main, [role=main]"));
    add("navigation", document.querySelectorAll("nav, [role=navigation]"));
    add("complementary", [
      ...unscoped("aside"),
      ...named("aside").filter((element) =>
        element.parentElement?.closest(SECTIONING),
      ),
      ...document.querySelectorAll("[role=complementary]"),
    ]);
    add("region", named("section, [role=region]"));
    add("form", named("form, [role=form]"));
    add("search", document.querySelectorAll("search, [role=search]"));

    return {
      lang: document.documentElement.lang,
      title: document.title,
      headings,
      landmarks,
    };
  });
}

const PAGES = [
  { label: "the home page", path: "/" },
  { label: "the portfolio", path: "/portfolio" },
  {
    label: "the portfolio filtered to social work",
    path: "/portfolio?line=social",
  },
  { label: "a web case study", path: `/portfolio/${webStudy.id}` },
  { label: "a social case study", path: `/portfolio/${socialStudy.id}` },
  { label: "the not-found case study", path: "/portfolio/no-such-study" },
];

test.describe("page structure for assistive technology", () => {
  for (const { label, path } of PAGES) {
    test(`${label} has lang="en", one h1, headings that never skip a level, and distinctly named landmarks`, async ({
      page,
    }) => {
      await openHydrated(page, path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      const outline = await pageOutline(page);

      expect(outline.lang).toBe("en");
      expect(outline.headings.filter((heading) => heading.level === 1)).toEqual(
        [expect.objectContaining({ level: 1 })],
      );
      expect(outline.headings[0]?.level).toBe(1);
      const skips = outline.headings.flatMap((heading, index) => {
        const previous = outline.headings[index - 1];
        return previous && heading.level > previous.level + 1
          ? [
              `h${previous.level} "${previous.text}" -> h${heading.level} "${heading.text}"`,
            ]
          : [];
      });
      expect(skips).toEqual([]);
      expect(outline.headings.every((heading) => heading.text !== "")).toBe(
        true,
      );

      // One of each unique landmark; several of a kind each get their own name.
      for (const role of ["banner", "main", "contentinfo"]) {
        expect(
          outline.landmarks.filter((landmark) => landmark.role === role),
          role,
        ).toHaveLength(1);
      }
      const roles = new Set(outline.landmarks.map((landmark) => landmark.role));
      const clashes = [...roles].flatMap((role) => {
        const names = outline.landmarks
          .filter((landmark) => landmark.role === role)
          .map((landmark) => landmark.name);
        if (names.length < 2) return [];
        return names
          .filter((name, index) => name === "" || names.indexOf(name) !== index)
          .map((name) => `${role} "${name}"`);
      });
      expect(clashes).toEqual([]);
    });
  }

  test("the accessibility statement names the standard, how the site is tested and how to report a problem", async ({
    page,
  }) => {
    await page.goto("/#accessibility");
    const statement = page.getByRole("dialog", {
      name: "Accessibility statement",
    });
    await expect(statement).toContainText("WCAG) 2.2, level AA");
    await expect(statement).toContainText("axe-core");
    await expect(statement).toContainText(/keyboard/i);
    await expect(statement).toContainText(/reduced motion/i);
    await expect(statement.getByRole("link", { name: /@/ })).toHaveAttribute(
      "href",
      /^mailto:/,
    );
  });

  test("every page has a title of its own", async ({ page }) => {
    const paths = [
      "/",
      "/portfolio",
      ...caseStudies.map((study) => `/portfolio/${study.id}`),
      "/portfolio/no-such-study",
    ];
    const titles: string[] = [];
    for (const path of paths) {
      await page.goto(path);
      await expect(page).toHaveTitle(/\S/);
      titles.push(await page.title());
    }
    expect(new Set(titles).size).toBe(paths.length);
    // "/Home" is the home page under another name: the same page, same title.
    await page.goto("/Home");
    expect(await page.title()).toBe(titles[0]);
  });
});
