/**
 * Drafts the dark-theme variant of an illustration: `npm run art:dark --
 * app/content/case-studies/<id>/cover.svg` writes `cover-dark.svg` beside it.
 *
 * Light neutrals (paper, panels, white) turn into deep tones of their own
 * hue and dark neutral ink turns light, so a drawing keeps its shapes and
 * reads on the dark page; saturated colours (a brand's own) stay as they
 * are, so the brand is still recognisable. It is a draft: look at it, and
 * edit the file by hand where a colour needs it. The end-to-end suite checks
 * every dark cover's mean luminance on screen.
 */
import { readFileSync, writeFileSync } from "node:fs";

type Hsl = { h: number; s: number; l: number };

const NAMED: Record<string, string> = { white: "#ffffff", black: "#000000" };

function parseHex(hex: string): [number, number, number] {
  const full =
    hex.length === 4
      ? hex
          .slice(1)
          .split("")
          .map((c) => c + c)
          .join("")
      : hex.slice(1);
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16) / 255) as [
    number,
    number,
    number,
  ];
}

function toHsl([r, g, b]: [number, number, number]): Hsl {
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  if (max === min) return { h: 0, s: 0, l };
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h =
    max === r
      ? ((g - b) / d + (g < b ? 6 : 0)) / 6
      : max === g
        ? ((b - r) / d + 2) / 6
        : ((r - g) / d + 4) / 6;
  return { h, s, l };
}

function toHex({ h, s, l }: Hsl): string {
  const channel = (t: number) => {
    const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
    const p = 2 * l - q;
    const k = (t + 1) % 1;
    if (k < 1 / 6) return p + (q - p) * 6 * k;
    if (k < 1 / 2) return q;
    if (k < 2 / 3) return p + (q - p) * (2 / 3 - k) * 6;
    return p;
  };
  const rgb =
    s === 0 ? [l, l, l] : [channel(h + 1 / 3), channel(h), channel(h - 1 / 3)];
  return `#${rgb
    .map((v) =>
      Math.round(Math.min(1, Math.max(0, v)) * 255)
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
}

type Role = "paper" | "shape" | "ink";

/** One colour of the light drawing, as the dark drawing paints it. */
export function darkColor(color: string, role: Role): string {
  const hex = NAMED[color.toLowerCase()] ?? color;
  const { h, s, l } = toHsl(parseHex(hex));
  const deep = (from: number) =>
    toHex({ h, s: Math.min(s, 0.5) * 0.8, l: 0.08 + (1 - from) * 0.35 });
  // The canvas itself: a deep tone of its own hue, however bright it was.
  if (role === "paper") return l < 0.3 ? hex : deep(Math.max(l, 0.6));
  if (role === "ink") {
    // Text and outlines: light where they were dark, so they keep reading.
    return l < 0.5 ? toHex({ h, s: s * 0.7, l: 0.9 - l * 0.4 }) : hex;
  }
  // Paper, panels and pale tints: deep tones of their own hue.
  if (l >= 0.72) return deep(l);
  // Mid greys (placeholder lines, secondary panels): mirrored.
  if (s < 0.2 && l > 0.32) return toHex({ h, s, l: 1 - l });
  // Saturated colours (the client's brand) and dark shapes (device frames,
  // bars) stay.
  return hex;
}

const COLOR = /#(?:[0-9a-fA-F]{6}|[0-9a-fA-F]{3})\b|\b(?:white|black)\b/g;
const TAG = /<([a-zA-Z]+)(\s[^>]*?)?(\/?)>/g;

function isCanvas(attrs: string, width: string, height: string) {
  const size = (name: string) =>
    new RegExp(`\\s${name}="([^"]+)"`).exec(attrs)?.[1];
  const offset = (name: string) => Number(size(name) ?? 0);
  return (
    offset("x") === 0 &&
    offset("y") === 0 &&
    size("width") === width &&
    size("height") === height
  );
}

export function darkSvg(svg: string): string {
  const root = /<svg\s[^>]*?width="([^"]+)"[^>]*?height="([^"]+)"/.exec(svg);
  const [width, height] = [root?.[1] ?? "", root?.[2] ?? ""];
  let paperDone = false;
  return svg.replace(TAG, (tag, name: string, attrs = "", close: string) => {
    const isText = name === "text" || name === "tspan" || /font-/.test(attrs);
    const isPaper =
      !paperDone && name === "rect" && isCanvas(attrs, width, height);
    if (isPaper) paperDone = true;
    const recoloured = attrs.replace(
      /(fill|stroke|stop-color)="([^"]+)"/g,
      (_: string, attr: string, value: string) => {
        const role: Role = isPaper
          ? "paper"
          : isText || attr === "stroke"
            ? "ink"
            : "shape";
        return `${attr}="${value.replace(COLOR, (c) => darkColor(c, role))}"`;
      },
    );
    return `<${name}${recoloured}${close}>`;
  });
}

if (import.meta.main) {
  for (const file of process.argv.slice(2)) {
    const out = file.replace(/\.svg$/, "-dark.svg");
    writeFileSync(out, darkSvg(readFileSync(file, "utf8")));
    console.log(`wrote ${out}`);
  }
}
