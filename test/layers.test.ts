import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

/**
 * The layer rule (eslint.layers.js) run by ESLint itself on small files that
 * do not exist on disk, placed in the folders they would live in. A backwards
 * import must fail `npm run lint`; a forward one must pass. The same for the
 * lead service's rooms: reaching into another room's internals fails, going
 * through its entry passes.
 */
const eslint = new ESLint({ cwd: process.cwd() });

async function layerErrors(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter(
      (message) =>
        message.ruleId === "boundaries/dependencies" ||
        message.ruleId === "no-restricted-globals",
    )
    .map((message) => `${message.ruleId}: ${message.message}`);
}

// Loading the project's config and the resolver takes a few seconds once.
beforeAll(() => layerErrors("app/lib/warm.ts", "export {};\n"), 60_000);

const use = (name: string) => `\nexport const used = [${name}];\n`;

describe("layer boundaries", () => {
  it.each([
    [
      "content imports lib",
      "app/content/bad.ts",
      `import { seoTitle } from "~/lib/seo";${use("seoTitle")}`,
      /"content" to elements of type "lib"/,
    ],
    [
      "content imports the site shell",
      "app/content/bad.ts",
      `import { SiteShell } from "../layout/SiteShell/SiteShell";${use("SiteShell")}`,
      /"content" to elements of type "layout"/,
    ],
    [
      "lib imports a hook",
      "app/lib/bad.ts",
      `import { useTheme } from "~/hooks/useTheme";${use("useTheme")}`,
      /"lib" to elements of type "hooks"/,
    ],
    [
      "lib imports an effect",
      "app/lib/bad.ts",
      `import { loadDraft } from "~/effects/draft";${use("loadDraft")}`,
      /"lib" to elements of type "effects"/,
    ],
    [
      "an effect imports a hook",
      "app/effects/bad.ts",
      `import { useTheme } from "~/hooks/useTheme";${use("useTheme")}`,
      /"effects" to elements of type "hooks"/,
    ],
    [
      "a hook imports a component",
      "app/hooks/useBad.ts",
      `import { Button } from "~/components/Button/Button";${use("Button")}`,
      /"hooks" to elements of type "components"/,
    ],
    [
      "a component imports a section",
      "app/components/Bad/Bad.tsx",
      `import { Hero } from "~/sections/Hero/Hero";${use("Hero")}`,
      /"components" to elements of type "section"/,
    ],
    [
      "a section imports another section",
      "app/sections/Work/Bad.tsx",
      `import { Hero } from "../Hero/Hero";${use("Hero")}`,
      /name="Work" to elements of type "section" and captured values: name="Hero"/,
    ],
    [
      "a section re-exports another section",
      "app/sections/Work/Bad.ts",
      `export { Hero } from "~/sections/Hero/Hero";\n`,
      /name="Work" to elements of type "section" and captured values: name="Hero"/,
    ],
    [
      "a section loads a route later",
      "app/sections/Work/Bad.ts",
      `export const load = () => import("~/routes/home");\n`,
      /"section" .* to elements of type "routes"/,
    ],
    [
      "a feature imports a section",
      "app/features/assistant/Bad.tsx",
      `import { Contact } from "~/sections/Contact/Contact";${use("Contact")}`,
      /"feature" .* to elements of type "section"/,
    ],
    [
      "the site shell imports a route",
      "app/layout/Bad.tsx",
      `import Home from "~/routes/home";${use("Home")}`,
      /"layout" to elements of type "routes"/,
    ],
    [
      "lib reads the window",
      "app/lib/bad.ts",
      `export const width = () => window.innerWidth;\n`,
      /no-restricted-globals: Unexpected use of 'window'/,
    ],
    [
      "content fetches",
      "app/content/bad.ts",
      `export const load = () => fetch("/x");\n`,
      /no-restricted-globals: Unexpected use of 'fetch'/,
    ],
  ])("fails when %s", async (_, filePath, code, error) => {
    const errors = await layerErrors(filePath, code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(error);
  });

  it.each([
    [
      "lib imports content",
      "app/lib/good.ts",
      `import { site } from "~/content/site";${use("site")}`,
    ],
    [
      "an effect imports lib",
      "app/effects/good.ts",
      `import { hashTarget } from "~/lib/hash";${use("hashTarget")}`,
    ],
    [
      "a hook imports an effect",
      "app/hooks/useGood.ts",
      `import { loadDraft } from "~/effects/draft";${use("loadDraft")}`,
    ],
    [
      "a component imports a hook and another component",
      "app/components/Good/Good.tsx",
      `import { useTheme } from "~/hooks/useTheme";\nimport { Button } from "../Button/Button";${use("useTheme, Button")}`,
    ],
    [
      "a section imports its own parts and a component",
      "app/sections/Hero/Good.tsx",
      `import { Console } from "./Console";\nimport { Button } from "~/components/Button/Button";${use("Console, Button")}`,
    ],
    [
      "a route imports sections, the shell and a feature",
      "app/routes/good.tsx",
      `import { Hero } from "~/sections/Hero/Hero";\nimport { SiteShell } from "~/layout/SiteShell/SiteShell";\nimport { AssistantSection } from "~/features/assistant/AssistantSection";${use("Hero, SiteShell, AssistantSection")}`,
    ],
    [
      "lib writes an inline script that names the window",
      "app/lib/good.ts",
      "export const script = `window.scrollTo(0, 0)`;\n",
    ],
  ])("passes when %s", async (_, filePath, code) => {
    expect(await layerErrors(filePath, code)).toEqual([]);
  });
});

describe("the lead service's rooms", () => {
  it.each([
    [
      "a room imports another room's internals",
      "server/leads/notify/bad.ts",
      `import { studioRoutes } from "../inbox/studio";${use("studioRoutes")}`,
      /from elements of type "room" to elements of type "room"/,
    ],
    [
      "a room's view reaches into another room's views",
      "server/leads/speed/bad.tsx",
      `import { Layout } from "../inbox/views/layout";${use("Layout")}`,
      /from elements of type "room" to elements of type "room"/,
    ],
    [
      "a room re-exports another room's internals",
      "server/leads/speed/bad.ts",
      `export { csv } from "../inbox/csv";\n`,
      /from elements of type "room" to elements of type "room"/,
    ],
    [
      "the host reaches past a room's entry",
      "server/leads/host/bad.ts",
      `import { eraseLead } from "../enquiries/erase";${use("eraseLead")}`,
      /from elements of type "host" to elements of type "room"/,
    ],
    [
      "a room imports the host",
      "server/leads/inbox/bad.ts",
      `import { createLeadsApp } from "../host/app";${use("createLeadsApp")}`,
      /from elements of type "room" to elements of type "host"/,
    ],
    [
      "storage imports a room",
      "server/leads/storage/bad.ts",
      `import { eraseLead } from "../enquiries/enquiries";${use("eraseLead")}`,
      /from elements of type "storage" to elements of type "room"/,
    ],
    [
      "core imports storage",
      "server/leads/core/bad.ts",
      `import { migrate } from "../storage/db";${use("migrate")}`,
      /from elements of type "core" to elements of type "storage"/,
    ],
    [
      "the service imports a build script",
      "server/leads/host/bad.ts",
      `import { buildServer } from "../../../scripts/buildServer";${use("buildServer")}`,
      /from elements of type "host" to entities of module with origin "local"/,
    ],
    [
      "the service imports the app's effects",
      "server/leads/enquiries/bad.ts",
      `import { loadDraft } from "../../../app/effects/draft";${use("loadDraft")}`,
      /from elements of type "room" to entities of module with origin "local"/,
    ],
  ])("fails when %s", async (_, filePath, code, error) => {
    const errors = await layerErrors(filePath, code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(error);
  });

  it.each([
    [
      "a room imports another room through its entry",
      "server/leads/notify/good.ts",
      `import { eraseLeads } from "../enquiries/enquiries";${use("eraseLeads")}`,
    ],
    [
      "a room imports its own files, storage, core and the app's content",
      "server/leads/inbox/good.ts",
      `import { csv } from "./csv";\nimport { migrate } from "../storage/db";\nimport { istDateTime } from "../core/ist";\nimport { site } from "../../../app/content/site";${use("csv, migrate, istDateTime, site")}`,
    ],
    [
      "the host imports a room's entry",
      "server/leads/host/good.ts",
      `import { studioRoutes } from "../inbox/inbox";${use("studioRoutes")}`,
    ],
    [
      "a test imports another room's internals",
      "server/leads/notify/good.test.ts",
      `import { csv } from "../inbox/csv";${use("csv")}`,
    ],
  ])("passes when %s", async (_, filePath, code) => {
    expect(await layerErrors(filePath, code)).toEqual([]);
  });
});
