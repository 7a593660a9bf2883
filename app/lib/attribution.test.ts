import { describe, expect, it } from "vitest";
import { ATTRIBUTION_LIMITS, readAttribution } from "./attribution";

describe("readAttribution", () => {
  it("keeps site paths, an http(s) origin, known UTM names and a true hand-off", () => {
    expect(
      readAttribution({
        sentFrom: "/",
        landing: "/portfolio/kiln-coffee-storefront/",
        referrer: "https://l.instagram.com/?u=x",
        utm: { source: "instagram", medium: "social", fbclid: "x" },
        pages: ["/", "/insights/"],
        isAssistantHandOff: true,
      }),
    ).toEqual({
      sentFrom: "/",
      landing: "/portfolio/kiln-coffee-storefront/",
      referrer: "https://l.instagram.com",
      utm: { source: "instagram", medium: "social" },
      pages: ["/", "/insights/"],
      isAssistantHandOff: true,
    });
  });

  it("drops each bad part on its own, never throwing", () => {
    const long = `/${"a".repeat(ATTRIBUTION_LIMITS.path)}`;
    expect(
      readAttribution({
        sentFrom: "javascript:alert(1)",
        landing: long,
        referrer: "ftp://files.example",
        utm: { source: "a\u202eb", medium: 5, campaign: "   " },
        pages: ["/ok/", "/with space/", "//host/", null, "/\u0000/"],
        isAssistantHandOff: 1,
      }),
    ).toEqual({ pages: ["/ok/"] });
    for (const value of [null, "x", 3, [], undefined]) {
      expect(readAttribution(value)).toEqual({});
    }
  });
});
