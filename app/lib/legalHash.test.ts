import { describe, expect, it } from "vitest";
import { legalIdFromHash } from "./legalHash";

describe("legalIdFromHash", () => {
  it.each([
    ["#terms", "terms"],
    ["#privacy", "privacy"],
    ["#Privacy", "privacy"],
    ["#ACCESSIBILITY", "accessibility"],
  ])("reads %s as the %s text", (hash, id) => {
    expect(legalIdFromHash(hash)).toBe(id);
  });

  it.each([
    "",
    "#",
    "#contact",
    "privacy",
    "/Home#privacy",
    "#privacy-policy",
    null,
    undefined,
  ])("names no legal text for %j", (hash) => {
    expect(legalIdFromHash(hash)).toBeNull();
  });
});
