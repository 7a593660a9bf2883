import { describe, expect, it } from "vitest";
import { about } from "./about";
import { caseStudies } from "./caseStudies";
import { consoleCopy, consoleLines } from "./console";
import { contactContent } from "./contact";
import { hero } from "./hero";
import { heroLabels } from "./heroLabels";
import { processSteps } from "./process";
import { processIntro } from "./processIntro";
import { services } from "./services";
import { servicesIntro } from "./servicesIntro";
import { footerLegalLinks, shellCopy } from "./shell";
import {
  footerAbout,
  footerServiceLinks,
  footerUsefulLinks,
  navLinks,
  site,
} from "./site";
import { whyCards } from "./why";
import { whyIntro } from "./whyIntro";

const KEBAB_CASE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Wide enough for the console at 320 px without wrapping mid-word. */
const CONSOLE_LINE_MAX = 40;

/** Every string inside a content value, with the path it was found at. */
function strings(value: unknown, path = ""): [string, string][] {
  if (typeof value === "string") return [[path, value]];
  if (Array.isArray(value)) {
    return value.flatMap((item, index) => strings(item, `${path}[${index}]`));
  }
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) =>
      strings(item, path ? `${path}.${key}` : key),
    );
  }
  return [];
}

const homeContent = {
  hero,
  heroLabels,
  about,
  servicesIntro,
  services,
  processIntro,
  processSteps,
  whyIntro,
  whyCards,
  consoleLines,
  contactContent,
  site,
  navLinks,
  footerServiceLinks,
  footerUsefulLinks,
  footerAbout,
  consoleCopy,
  shellCopy,
  footerLegalLinks,
};

describe("home page content", () => {
  it("has no empty or whitespace-only text", () => {
    const blanks = strings(homeContent)
      .filter(([, text]) => text.trim() === "")
      .map(([path]) => path);
    expect(blanks).toEqual([]);
  });

  it("has no leading or trailing spaces and no placeholder copy", () => {
    const untidy = strings(homeContent)
      .filter(
        ([, text]) =>
          text !== text.trim() || /lorem|ipsum|todo|tbd/i.test(text),
      )
      .map(([path]) => path);
    expect(untidy).toEqual([]);
  });

  it("quotes the hero's headline, tagline and stats from the spec", () => {
    expect(
      [hero.headlineLead, hero.headlineEmphasis, hero.headlineTail].join(" "),
    ).toBe("We Help BRANDS Become their best");
    expect(hero.tagline).toBe(
      "Clean, Professional, fast, and meticulously engineered.",
    );
    expect(hero.stats.map((stat) => stat.value)).toEqual(["98/100", "120+"]);
    expect(hero.primaryCta).toEqual({
      label: "Start a project",
      to: "#contact",
    });
    expect(hero.secondaryCta).toEqual({
      label: "Explore now",
      to: "#services",
    });
    expect(hero.chips.length).toBeGreaterThan(0);
  });

  it("gives About its two buttons from the spec", () => {
    expect(about.primaryCta).toEqual({
      label: "Explore Services",
      to: "#services",
    });
    expect(about.secondaryCta).toEqual({ label: "Contact Us", to: "#contact" });
    expect(about.chat.length).toBeGreaterThan(1);
    expect(new Set(about.chat.map((message) => message.from))).toEqual(
      new Set(["founder", "client"]),
    );
  });

  it("has the web pane first and the social pane second, with the spec's KPI chips and calls to action", () => {
    expect(services.map((service) => service.id)).toEqual(["dev", "smm"]);
    const [dev, smm] = services;
    expect(dev?.tabLabel).toBe("Web Development");
    expect(dev?.kpis).toEqual(["< 1s TTI", "95+ Lighthouse", "A11y AA"]);
    expect(dev?.cta).toBe("Get a dev quote");
    expect(smm?.tabLabel).toBe("Social Media Marketing");
    expect(smm?.kpis).toEqual(["+40% engagement", "3x output", "Brand-safe"]);
    expect(smm?.cta).toBe("Plan my content");
  });

  it("gives every service pane tags and offerings with a lead and copy, leads unique", () => {
    for (const service of services) {
      expect(service.tags.length).toBeGreaterThan(0);
      expect(service.items.length).toBeGreaterThan(0);
      const leads = service.items.map((item) => item.lead);
      expect(new Set(leads).size).toBe(leads.length);
    }
  });

  it("has the four process steps in the spec's order", () => {
    expect(processSteps.map((step) => step.title)).toEqual([
      "Discover",
      "Design",
      "Develop",
      "Launch",
    ]);
  });

  it("has the three why cards from the spec, each with badges", () => {
    expect(whyCards.map((card) => card.title)).toEqual([
      "Performance-led",
      "Minimalist UI",
      "Tech + Creative",
    ]);
    for (const card of whyCards) expect(card.badges.length).toBeGreaterThan(0);
  });

  it.each([
    ["process steps", processSteps.map((step) => step.id)],
    ["why cards", whyCards.map((card) => card.id)],
    ["services", services.map((service) => service.id)],
    ["case studies", caseStudies.map((study) => study.id)],
  ])("gives %s unique kebab-case ids", (_, ids) => {
    expect(ids.length).toBeGreaterThan(0);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(KEBAB_CASE);
  });

  it("keeps console lines short, typed, and covering every line type", () => {
    expect(consoleLines.length).toBeGreaterThan(1);
    for (const line of consoleLines) {
      expect(line.text.length).toBeGreaterThan(0);
      expect(line.text.length).toBeLessThanOrEqual(CONSOLE_LINE_MAX);
      expect(["cmd", "log", "success", "note"]).toContain(line.type);
    }
    expect(new Set(consoleLines.map((line) => line.type))).toEqual(
      new Set(["cmd", "log", "success", "note"]),
    );
  });
});

describe("navigation and footer content", () => {
  it("has the spec's navigation targets", () => {
    expect(navLinks).toEqual([
      { label: "Home", to: "/Home" },
      { label: "Services", to: "/Home#services" },
      { label: "Portfolio", to: "/portfolio" },
      { label: "Contact", to: "/Home#contact" },
    ]);
  });

  it("links every Our Services entry to the services anchor, social ones to the social tab", () => {
    expect(footerServiceLinks.map((link) => link.label)).toEqual([
      "Web Development",
      "Instagram Handling",
      "Product Mockups",
      "Logos & Banners",
      "Product Promotions",
      "3D Video",
    ]);
    for (const link of footerServiceLinks) {
      expect(link.to).toBe("/Home#services");
      expect(link.tab).toBe(link.label === "Web Development" ? "dev" : "smm");
    }
  });

  it("lists the Useful Links as page anchors, then the articles", () => {
    expect(footerUsefulLinks.map((link) => link.label)).toEqual([
      "Home",
      "Services",
      "Portfolio",
      "Contact",
      "Insights",
    ]);
  });
});

describe("site config", () => {
  it("has an https site URL without a trailing slash, path or query", () => {
    const url = new URL(site.url);
    expect(url.protocol).toBe("https:");
    expect(site.url).toBe(url.origin);
  });

  it("has valid https URLs for every social link", () => {
    expect(site.social.length).toBeGreaterThan(0);
    for (const link of site.social) {
      expect(() => new URL(link.href)).not.toThrow();
      expect(new URL(link.href).protocol).toBe("https:");
      expect(link.label.trim()).not.toBe("");
    }
  });

  it("has a plausible e-mail, phone and WhatsApp number", () => {
    expect(site.email).toMatch(/^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i);
    expect(site.phone.replace(/\D/g, "").length).toBeGreaterThanOrEqual(10);
    expect(site.phone).toMatch(/^\+?[\d\s-]+$/);
    expect(site.whatsapp).toMatch(/^\d{10,15}$/);
  });

  it("states the spec's support hours, reply time and location", () => {
    expect(site.hours.label).toBe("Mon-Sat 10am-7pm IST");
    expect(site.hours.opens).toBe("10:00");
    expect(site.hours.closes).toBe("19:00");
    expect(site.hours.days).toEqual([1, 2, 3, 4, 5, 6]);
    expect(site.hours.timeZone).toBe("Asia/Kolkata");
    expect(site.replyTime).toBe("within a day");
    expect(site.address.line).toBe("New Delhi, India");
    expect(site.address.note).toBe("Remote-first studio");
  });
});
