import { describe, expect, it } from "vitest";
import { followUp, hasOrdinal, refersBack } from "./followUp";
import { reading, state } from "./testEngine";

describe("follow-up: a question about the previous answer's subject", () => {
  it("keeps the subject: the platform of the coffee storefront", () => {
    const decision = followUp(
      reading("which platform was it on?"),
      undefined,
      { subjectId: "case:kiln-coffee-storefront" },
      state,
    );
    expect(decision?.answer.text).toMatch(/Shopify/);
    expect(decision?.answer.context?.subjectId).toBe(
      "case:kiln-coffee-storefront",
    );
  });

  it("an ordinal picks that item of the previous list", () => {
    const decision = followUp(
      reading("the second one"),
      undefined,
      { items: ["case:bunkar-looms-launch", "case:haldi-house-reels"] },
      state,
    );
    expect(decision?.answer.text).toMatch(/Haldi House/);
  });

  it("nothing to follow without a previous answer", () => {
    expect(
      followUp(reading("how much does it cost?"), undefined, undefined, state),
    ).toBeNull();
  });

  it("reads pointing back and ordinals", () => {
    expect(refersBack(["did", "it", "work"])).toBe(true);
    expect(refersBack(["your", "hours"])).toBe(false);
    expect(hasOrdinal(["the", "second", "one"])).toBe(true);
  });
});
