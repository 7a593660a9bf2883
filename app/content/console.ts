import type { ConsoleLine } from "./types";

/** The hero's console window: its title bar and its one control. */
export const consoleCopy = {
  title: "deploy.sh — client site",
  pause: "Pause animation",
} as const;

/** A believable session: scaffold, build and ship a client site. */
export const consoleLines = [
  { type: "cmd", text: "npm create studio-site chai-point" },
  { type: "log", text: "Scaffolding React + TypeScript…" },
  { type: "cmd", text: "npm run build" },
  { type: "log", text: "Prerendered 12 pages, 92 kB of JS" },
  { type: "cmd", text: "npx lighthouse chai-point.in" },
  { type: "success", text: "Performance 99 · Accessibility 100" },
  { type: "cmd", text: "git push origin main" },
  { type: "success", text: "Deployed to the edge in 38 s" },
  { type: "note", text: "Client notified on WhatsApp ✓" },
] as const satisfies readonly ConsoleLine[];
