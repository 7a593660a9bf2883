import { describe, expect, it } from "vitest";
import {
  HELD_START_TYPE,
  START_SCRIPT,
  startAfterLargestPaint,
} from "./startAfterLargestPaint";

const bootstrap =
  'import "/assets/manifest-1.js";\nimport * as route0 from "/assets/root-2.js";\nimport("/assets/entry.client-3.js");';

describe("startAfterLargestPaint", () => {
  it("holds the framework's start word for word and adds the head script that runs it", () => {
    const html = `<html><head><title>x</title></head><body><main></main><script type="module" async="">${bootstrap}</script></body></html>`;
    expect(startAfterLargestPaint(html)).toBe(
      `<html><head><title>x</title><script>${START_SCRIPT}</script></head><body><main></main><script type="${HELD_START_TYPE}">${bootstrap}</script></body></html>`,
    );
  });

  it("runs the held text as a module and waits for the largest paint", () => {
    expect(START_SCRIPT).toContain(`script[type="${HELD_START_TYPE}"]`);
    expect(START_SCRIPT).toContain('run.type="module"');
    expect(START_SCRIPT).toContain('"largest-contentful-paint"');
    expect(START_SCRIPT).toContain('img[fetchpriority="high"]');
    expect(() => new Function(START_SCRIPT)).not.toThrow();
  });

  it("leaves a page that starts no app as it is", () => {
    const html = "<html><head></head><body><main></main></body></html>";
    expect(startAfterLargestPaint(html)).toBe(html);
  });
});
