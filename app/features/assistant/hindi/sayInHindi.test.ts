import { describe, expect, it } from "vitest";
import { hindiClock, hindiLink } from "./sayInHindi";

describe("sayInHindi's pieces", () => {
  it("names links in Hindi, a case study by its client, and keeps where they go", () => {
    expect(hindiLink({ label: "Contact form", to: "/Home#contact" })).toEqual({
      label: "संपर्क फ़ॉर्म",
      to: "/Home#contact",
    });
    expect(
      hindiLink({
        label: "Case study: Bunkar Looms",
        to: "/portfolio/bunkar-looms-launch",
      }).label,
    ).toBe("केस स्टडी: Bunkar Looms");
    const state = { serviceTab: "smm" } as const;
    expect(
      hindiLink({
        label: "Social Media Marketing services",
        to: "/Home#services",
        state,
      }),
    ).toEqual({
      label: "सोशल मीडिया मार्केटिंग सेवाएँ",
      to: "/Home#services",
      state,
    });
  });

  it("says a clock time with the part of the day Hindi names", () => {
    expect(hindiClock("5:30 am")).toBe("सुबह 5:30");
    expect(hindiClock("2 pm")).toBe("दोपहर 2");
    expect(hindiClock("7:00 pm")).toBe("शाम 7:00");
    expect(hindiClock("11:30 pm")).toBe("रात 11:30");
    expect(hindiClock("12:30 am")).toBe("रात 12:30");
    expect(hindiClock("19:00")).toBe("19:00");
  });
});
