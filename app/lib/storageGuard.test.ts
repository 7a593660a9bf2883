import { afterEach, describe, expect, it } from "vitest";
import { STORAGE_GUARD_SCRIPT } from "./storageGuard";

const blocked = () => {
  throw new DOMException("The operation is insecure.", "SecurityError");
};

const names = ["localStorage", "sessionStorage"] as const;
const originals = names.map(
  (name) => [name, Object.getOwnPropertyDescriptor(window, name)] as const,
);

afterEach(() => {
  // Put jsdom's own stores back.
  for (const [name, descriptor] of originals) {
    if (descriptor) Object.defineProperty(window, name, descriptor);
  }
});

describe("STORAGE_GUARD_SCRIPT", () => {
  it("gives a blocked store an in-memory stand-in for the page", () => {
    Object.defineProperty(window, "sessionStorage", {
      configurable: true,
      get: blocked,
    });
    expect(() => window.sessionStorage).toThrow("insecure");
    new Function(STORAGE_GUARD_SCRIPT)();
    const store = window.sessionStorage;
    expect(store.getItem("scroll")).toBeNull();
    store.setItem("scroll", "120");
    expect(store.getItem("scroll")).toBe("120");
    expect(store.length).toBe(1);
    expect(store.key(0)).toBe("scroll");
    store.removeItem("scroll");
    expect(store.getItem("scroll")).toBeNull();
    store.setItem("a", "1");
    store.clear();
    expect(store.length).toBe(0);
  });

  it("leaves working storage alone", () => {
    const before = window.localStorage;
    before.setItem("kept", "yes");
    new Function(STORAGE_GUARD_SCRIPT)();
    expect(window.localStorage).toBe(before);
    expect(window.localStorage.getItem("kept")).toBe("yes");
  });
});
