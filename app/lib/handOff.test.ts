import { describe, expect, it } from "vitest";
import { site } from "~/content/site";
import { emailHref, whatsappHref } from "./handOff";
import { handOffText } from "~/content/contactForm";

function query(href: string) {
  return new URL(href).searchParams;
}

describe("hand-off links", () => {
  it("opens a WhatsApp chat with the studio carrying the name and message", () => {
    const href = whatsappHref(
      {
        name: " प्रिया ",
        message: "Need a site & an app?\nBudget: ₹2L",
      },
      handOffText,
    );
    expect(href.startsWith(`https://wa.me/${site.whatsapp}?text=`)).toBe(true);
    expect(query(href).get("text")).toBe(
      `Hi ${site.name}, this is प्रिया.\n\nNeed a site & an app?\nBudget: ₹2L`,
    );
  });

  it("writes an e-mail with a subject naming the visitor and the message as body", () => {
    const href = emailHref(
      { name: "Zoë O'Brien", message: "50% off? #sale" },
      handOffText,
    );
    expect(href.startsWith(`mailto:${site.email}?subject=`)).toBe(true);
    expect(href).not.toMatch(/[ #&?]sale/);
    const params = new URLSearchParams(href.slice(href.indexOf("?")));
    expect(params.get("subject")).toBe("Project enquiry from Zoë O'Brien");
    expect(params.get("body")).toBe(
      `Hi ${site.name},\n\n50% off? #sale\n\nZoë O'Brien`,
    );
  });

  it("still offers a useful opening line when nothing is typed yet", () => {
    expect(query(whatsappHref({}, handOffText)).get("text")).toBe(
      `Hi ${site.name},\n\nI'd like to talk about a project.`,
    );
    const href = emailHref({ name: "  ", message: "" }, handOffText);
    const params = new URLSearchParams(href.slice(href.indexOf("?")));
    expect(params.get("subject")).toBe("Project enquiry");
  });
});
