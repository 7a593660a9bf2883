import { describe, expect, it } from "vitest";
import { unwantedLines } from "./buildOutput";

const cleanBuild = `
> studio-site@1.0.0 build
> react-router build && tsx scripts/postbuild.ts


⚠ Site config still has placeholder url, phone, whatsapp, email: edit app/content/site.ts before you launch.


⚠ No lead service or contact endpoint is configured for this build: enquiries will reach no one (the form writes them to the browser console only). Serve it with npm start and LEADS_DATABASE_URL set, or build with VITE_CONTACT_ENDPOINT (README: Configuration).

postbuild: 15 pages checked, 8 case-study cards drawn in 21688 ms, feed of 3 articles and 4 article cards written, sitemap and robots written, _headers written, 88 files precompressed, server compiled
`;

describe("the build check", () => {
  it("passes a build that prints only progress and the studio's own notices", () => {
    expect(unwantedLines(cleanBuild)).toEqual([]);
  });

  it.each([
    // What React Router 7.18's plugin made Vite 8 print (issue 24).
    "`envFile` option is deprecated, use `envDir: false` instead.",
    // Vite's note on composed CSS modules: neither "warning" nor "deprecated".
    "A PostCSS plugin did not pass the `from` option to `postcss.parse`. This may cause imported assets to be incorrectly transformed.",
    "⚠️ React Router Future Flag Warning: React Router will begin wrapping state updates in `React.startTransition` in v8.",
    "(!) Some chunks are larger than 500 kB after minification.",
    "[vite:css][lightningcss] Unknown at rule: @tailwind",
    "npm warn deprecated inflight@1.0.6: This module is not supported",
  ])("fails on a line that is not progress: %s", (line) => {
    expect(unwantedLines(`${cleanBuild}${line}\n`)).toEqual([line]);
  });

  it("reads the config without replacing console.warn or Vite's logger", async () => {
    const warn = console.warn;
    const { default: config } = await import("../vite.config");
    expect(console.warn).toBe(warn);
    const resolved =
      typeof config === "function"
        ? await config({ command: "build", mode: "production" })
        : config;
    expect(resolved.customLogger).toBeUndefined();
    expect(resolved.logLevel).toBe("warn");
  }, 60_000);
});
