import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

/*
 * The colour tokens of both themes, read from tokens.css: every pair the site
 * paints text or controls with must meet WCAG 2.2 AA.
 */
const css = readFileSync(join(import.meta.dirname, "tokens.css"), "utf8");

function declarations(block: string): Map<string, string> {
  return new Map(
    [...block.matchAll(/(--[a-z0-9-]+):\s*([^;]+);/g)].map(
      (match) => [match[1] ?? "", (match[2] ?? "").trim()] as const,
    ),
  );
}

function blockAfter(selector: string): string {
  const start = css.indexOf(`${selector} {`);
  if (start === -1) throw new Error(`tokens.css has no ${selector} block`);
  const end = css.indexOf("}", start);
  return css.slice(start, end);
}

const light = declarations(blockAfter(":root"));
const darkChosen = declarations(blockAfter(':root[data-theme="dark"]'));
const darkSystem = declarations(blockAfter(':root:not([data-theme="light"])'));
const dark = new Map([...light, ...darkChosen]);

function rgb(value: string): [number, number, number] {
  const hex = /^#([0-9a-f]{6})$/i.exec(value)?.[1];
  if (!hex) throw new Error(`not a #rrggbb colour: ${value}`);
  return [0, 2, 4].map((at) => parseInt(hex.slice(at, at + 2), 16)) as [
    number,
    number,
    number,
  ];
}

function luminance(value: string): number {
  const [r, g, b] = rgb(value).map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(tokens: Map<string, string>, a: string, b: string) {
  const [x, y] = [a, b].map((name) => {
    const value = tokens.get(`--color-${name}`);
    if (!value) throw new Error(`no --color-${name}`);
    return luminance(value);
  }) as [number, number];
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
}

const TEXT = 4.5;
const NON_TEXT = 3;

/** [foreground, background, minimum ratio] */
const pairs: [string, string, number][] = [
  ...["surface", "surface-alt", "surface-raised"].flatMap((surface) => [
    ["text", surface, TEXT] as [string, string, number],
    ["muted", surface, TEXT] as [string, string, number],
    ["primary", surface, TEXT] as [string, string, number],
    ["success", surface, TEXT] as [string, string, number],
    ["danger", surface, TEXT] as [string, string, number],
    ["focus", surface, NON_TEXT] as [string, string, number],
    ["border-strong", surface, NON_TEXT] as [string, string, number],
  ]),
  // Buttons, chips, badges, quotes and alerts.
  ["on-primary", "primary", TEXT],
  ["on-primary", "primary-strong", TEXT],
  ["primary", "primary-soft", TEXT],
  ["primary-strong", "primary-soft", TEXT],
  ["text", "primary-soft", TEXT],
  ["success", "success-soft", TEXT],
  ["danger", "danger-soft", TEXT],
  ["text", "danger-soft", TEXT],
  // The console, the footer and the case-study frames (inverse surface).
  ...[
    "text-inverse",
    "muted-inverse",
    "console-cmd",
    "console-log",
    "console-success",
    "console-note",
    "console-prompt",
  ].map((name) => [name, "surface-inverse", TEXT] as [string, string, number]),
  ["focus-inverse", "surface-inverse", NON_TEXT],
  // The work band, on its own surface in each theme.
  ...["text-inverse", "muted-inverse", "link-inverse", "success-inverse"].map(
    (name) => [name, "surface-band", TEXT] as [string, string, number],
  ),
  ["focus-inverse", "surface-band", NON_TEXT],
  ["border-inverse", "surface-band", 1],
  // The contact panel.
  ["text-inverse", "surface-brand", TEXT],
  ["muted-inverse", "surface-brand", TEXT],
  ["focus-inverse", "surface-brand", NON_TEXT],
  ["console-success", "surface-brand", NON_TEXT],
  ["primary", "surface", TEXT],
];

describe("colour tokens", () => {
  it("defines the same dark theme for a chosen and a system preference", () => {
    expect(darkChosen.size).toBeGreaterThan(20);
    expect(darkSystem).toEqual(darkChosen);
  });

  it("gives every dark colour token a value for the light theme too", () => {
    const missing = [...darkChosen.keys()].filter((name) => !light.has(name));
    expect(missing).toEqual([]);
  });

  for (const [name, tokens] of [
    ["light", light],
    ["dark", dark],
  ] as const) {
    it(`meets WCAG 2.2 AA contrast in the ${name} theme`, () => {
      const failing = pairs
        .map(([fg, bg, needs]) => ({
          pair: `${fg} on ${bg}`,
          ratio: Math.round(contrast(tokens, fg, bg) * 100) / 100,
          needs,
        }))
        .filter(({ ratio, needs }) => ratio < needs);
      expect(failing).toEqual([]);
    });
  }
});
