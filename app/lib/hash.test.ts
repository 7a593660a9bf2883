import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { findHashTarget, hashTarget, sameHash } from "./hash";

describe("hashTarget", () => {
  it("drops the leading #", () => {
    expect(hashTarget("#services")).toBe("services");
  });

  it("accepts a hash without #", () => {
    expect(hashTarget("contact")).toBe("contact");
  });

  it("decodes percent escapes", () => {
    expect(hashTarget("#our%20work")).toBe("our work");
    expect(hashTarget("#%E0%A4%B8")).toBe("स");
  });

  it("keeps a malformed escape as typed instead of throwing", () => {
    expect(() => hashTarget("#%E0%A4%")).not.toThrow();
    expect(hashTarget("#%E0%A4%")).toBe("%E0%A4%");
    expect(hashTarget("#100%")).toBe("100%");
  });

  it("is empty for an empty hash", () => {
    expect(hashTarget("")).toBe("");
    expect(hashTarget("#")).toBe("");
  });
});

describe("sameHash", () => {
  it("matches hashes that differ only in case", () => {
    expect(sameHash("#Services", "#services")).toBe(true);
    expect(sameHash("CONTACT", "#contact")).toBe(true);
  });

  it("matches an encoded hash with its decoded form", () => {
    expect(sameHash("#our%20work", "#Our Work")).toBe(true);
  });

  it("tells different sections apart", () => {
    expect(sameHash("#services", "#contact")).toBe(false);
    expect(sameHash("#services", "")).toBe(false);
  });
});

describe("findHashTarget", () => {
  beforeEach(() => {
    document.body.innerHTML = `
      <section id="services">services</section>
      <section id="contact">contact</section>
      <section id="Why">exact case</section>
      <section id="why-us">why-us</section>
      <section id="our work">spaced</section>`;
  });
  afterEach(() => {
    document.body.innerHTML = "";
  });

  it("finds a section by its exact id", () => {
    expect(findHashTarget("#services", document)).toHaveTextContent("services");
  });

  it("finds a section whatever the case of the hash (/Home#Services)", () => {
    expect(findHashTarget("#Services", document)).toHaveAttribute(
      "id",
      "services",
    );
    expect(findHashTarget("#CONTACT", document)).toHaveAttribute(
      "id",
      "contact",
    );
  });

  it("prefers an exact match to a case-insensitive one", () => {
    document.body.insertAdjacentHTML(
      "afterbegin",
      '<section id="SERVICES">upper</section>',
    );
    expect(findHashTarget("#services", document)).toHaveTextContent(
      /^services$/,
    );
    expect(findHashTarget("#SERVICES", document)).toHaveTextContent("upper");
  });

  it("does not match a different id that only starts the same", () => {
    expect(findHashTarget("#why-u", document)).toBeNull();
  });

  it("decodes the hash before looking", () => {
    expect(findHashTarget("#Our%20Work", document)).toHaveTextContent("spaced");
  });

  it("returns null for an empty, unknown or malformed hash", () => {
    expect(findHashTarget("", document)).toBeNull();
    expect(findHashTarget("#", document)).toBeNull();
    expect(findHashTarget("#nowhere", document)).toBeNull();
    expect(findHashTarget("#%E0%A4%", document)).toBeNull();
  });

  it("treats selector characters as text, not as a CSS selector", () => {
    expect(() => findHashTarget('#a"]b,[id', document)).not.toThrow();
    expect(findHashTarget('#a"]b,[id', document)).toBeNull();
  });
});
