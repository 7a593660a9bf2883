import { describe, expect, it } from "vitest";
import { services } from "~/content/services";
import { servicesIntro } from "~/content/servicesIntro";
import { site } from "~/content/site";
import type { CaseStudy } from "~/content/types";
import { pageMeta } from "./seo";
import { caseStudyJsonLd } from "./caseStudyJsonLd";
import { studioJsonLd } from "./structuredData";

const isAbsolute = (url: unknown) =>
  typeof url === "string" && /^https?:\/\/[^/]+/.test(url);

describe("studioJsonLd", () => {
  const data = studioJsonLd("en", {
    tagline: site.tagline,
    catalogueName: servicesIntro.heading,
    services,
  });

  it("describes a ProfessionalService in New Delhi with its contact details", () => {
    expect(data["@type"]).toBe("ProfessionalService");
    expect(data.name).toBe(site.name);
    expect(isAbsolute(data.url)).toBe(true);
    expect(data.telephone).toMatch(/^\+\d+$/);
    expect(data.email).toBe(site.email);
    expect(data.address).toMatchObject({
      addressLocality: "New Delhi",
      addressCountry: "IN",
    });
    expect(data.areaServed.length).toBeGreaterThan(0);
  });

  it("opens Monday to Saturday, 10:00 to 19:00 at +05:30", () => {
    const [hours] = data.openingHoursSpecification;
    expect(hours?.dayOfWeek).toEqual([
      "https://schema.org/Monday",
      "https://schema.org/Tuesday",
      "https://schema.org/Wednesday",
      "https://schema.org/Thursday",
      "https://schema.org/Friday",
      "https://schema.org/Saturday",
    ]);
    expect(hours?.opens).toBe("10:00:00+05:30");
    expect(hours?.closes).toBe("19:00:00+05:30");
  });

  it("lists both service lines and every offering in its catalogue", () => {
    const catalogues = data.hasOfferCatalog.itemListElement;
    expect(catalogues.map((catalogue) => catalogue.name)).toEqual([
      "Web Development",
      "Social Media Marketing",
    ]);
    const offered = catalogues.flatMap((catalogue) =>
      catalogue.itemListElement.map((offer) => offer.itemOffered.name),
    );
    expect(offered).toEqual(
      services.flatMap((service) => service.items.map((item) => item.lead)),
    );
  });

  it("survives a JSON round trip unchanged", () => {
    expect(JSON.parse(JSON.stringify(data))).toEqual(data);
  });
});

describe("caseStudyJsonLd", () => {
  const study = {
    id: "sample-work",
    title: "Sample work",
    client: "Client Co",
    sector: "Retail",
    line: "smm",
    services: ["Reels"],
    summary: "A summary.",
    challenge: "A challenge.",
    approach: ["One step."],
    results: ["+20% reach"],
    stack: ["Reels", "Carousels"],
    quote: { text: "Great.", name: "A. Person", role: "Owner" },
    cover: {
      src: "/assets/cover.svg",
      darkSrc: "/assets/cover-dark.svg",
      alt: "Cover",
      width: 1200,
      height: 800,
      kind: "brand",
    },
    visuals: [],
    year: 2025,
  } satisfies CaseStudy;

  it("is a CreativeWork with absolute URLs", () => {
    const data = caseStudyJsonLd(study);
    expect(data["@type"]).toBe("CreativeWork");
    expect(data.name).toBe("Sample work");
    expect(data.url).toMatch(/^https?:\/\/.+\/portfolio\/sample-work$/);
    expect(isAbsolute(data.image)).toBe(true);
    expect(data.genre).toBe("Social Media Marketing");
  });
});

describe("pageMeta", () => {
  it("gives each page a title, description, canonical and social cards", () => {
    const tags = pageMeta({
      title: "Portfolio",
      description: "Our work.",
      path: "/portfolio",
    });
    expect(tags).toContainEqual({ title: "Portfolio" });
    expect(tags).toContainEqual({ name: "description", content: "Our work." });
    const canonical = tags.find(
      (tag) => "rel" in tag && tag.rel === "canonical",
    );
    expect(canonical && "href" in canonical && canonical.href).toMatch(
      /^https?:\/\/.+\/portfolio$/,
    );
    expect(tags).toContainEqual({
      name: "twitter:card",
      content: "summary_large_image",
    });
    expect(tags).toContainEqual({
      property: "og:image:width",
      content: "1200",
    });
    expect(tags.some((tag) => "name" in tag && tag.name === "robots")).toBe(
      false,
    );
  });

  it("marks pages that must not be indexed", () => {
    const tags = pageMeta({
      title: "Not found",
      description: "x",
      path: "/x",
      isNoIndex: true,
    });
    expect(tags).toContainEqual({ name: "robots", content: "noindex" });
  });
});
