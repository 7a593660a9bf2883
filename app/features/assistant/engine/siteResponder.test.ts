import { describe, expect, it } from "vitest";
import { insights } from "~/content/insights";
import { createSiteResponder } from "./siteResponder";

describe("the site's assistant and the studio's articles", () => {
  it("answers from an article and cites it", async () => {
    const respond = createSiteResponder();
    const article = insights.find((item) => /DPDP/i.test(item.title));
    expect(article).toBeDefined();
    const reply = await respond(
      "Do you have an article about the DPDP Act and contact forms?",
      [],
    );
    expect(reply.links.map((link) => link.to)).toContain(
      `/insights/${article?.slug}`,
    );
  });
});
