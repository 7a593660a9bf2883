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

/** A module that imports each name from its place and uses them all. */
const imports = (...names: [name: string, from: string][]) =>
  names.map(([name, from]) => `import { ${name} } from "${from}";\n`).join("") +
  `export const used = [${names.map(([name]) => name).join(", ")}];\n`;

type Case = [description: string, filePath: string, code: string];

/**
 * Each `failing` module, linted where it would live, breaks the rule once
 * with its error; each `passing` one breaks nothing.
 */
function layerCases(cases: {
  failing: [...Case, error: RegExp][];
  passing: Case[];
}) {
  it.each(cases.failing)("fails when %s", async (_, filePath, code, error) => {
    const errors = await layerErrors(filePath, code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(error);
  });

  it.each(cases.passing)("passes when %s", async (_, filePath, code) => {
    expect(await layerErrors(filePath, code)).toEqual([]);
  });
}

describe("layer boundaries", () => {
  layerCases({
    failing: [
      [
        "content imports lib",
        "app/content/bad.ts",
        imports(["seoTitle", "~/lib/seo"]),
        /"content" to elements of type "lib"/,
      ],
      [
        "content imports the site shell",
        "app/content/bad.ts",
        imports(["SiteShell", "../layout/SiteShell/SiteShell"]),
        /"content" to elements of type "layout"/,
      ],
      [
        "lib imports a hook",
        "app/lib/bad.ts",
        imports(["useTheme", "~/hooks/useTheme"]),
        /"lib" to elements of type "hooks"/,
      ],
      [
        "lib imports an effect",
        "app/lib/bad.ts",
        imports(["loadDraft", "~/effects/draft"]),
        /"lib" to elements of type "effects"/,
      ],
      [
        "an effect imports a hook",
        "app/effects/bad.ts",
        imports(["useTheme", "~/hooks/useTheme"]),
        /"effects" to elements of type "hooks"/,
      ],
      [
        "a hook imports a component",
        "app/hooks/useBad.ts",
        imports(["Button", "~/components/Button/Button"]),
        /"hooks" to elements of type "components"/,
      ],
      [
        "a component imports a section",
        "app/components/Bad/Bad.tsx",
        imports(["Hero", "~/sections/Hero/Hero"]),
        /"components" to elements of type "section"/,
      ],
      [
        "a section imports another section",
        "app/sections/Work/Bad.tsx",
        imports(["Hero", "../Hero/Hero"]),
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
        imports(["Contact", "~/sections/Contact/Contact"]),
        /"feature" .* to elements of type "section"/,
      ],
      [
        "the site shell imports a route",
        "app/layout/Bad.tsx",
        `import Home from "~/routes/home";\nexport const used = [Home];\n`,
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
    ],
    passing: [
      [
        "lib imports content",
        "app/lib/good.ts",
        imports(["site", "~/content/site"]),
      ],
      [
        "an effect imports lib",
        "app/effects/good.ts",
        imports(["hashTarget", "~/lib/hash"]),
      ],
      [
        "a hook imports an effect",
        "app/hooks/useGood.ts",
        imports(["loadDraft", "~/effects/draft"]),
      ],
      [
        "a component imports a hook and another component",
        "app/components/Good/Good.tsx",
        imports(
          ["useTheme", "~/hooks/useTheme"],
          ["Button", "../Button/Button"],
        ),
      ],
      [
        "a section imports its own parts and a component",
        "app/sections/Hero/Good.tsx",
        imports(
          ["Console", "./Console"],
          ["Button", "~/components/Button/Button"],
        ),
      ],
      [
        "a route imports sections, the shell and a feature",
        "app/routes/good.tsx",
        imports(
          ["Hero", "~/sections/Hero/Hero"],
          ["SiteShell", "~/layout/SiteShell/SiteShell"],
          ["AssistantSection", "~/features/assistant/AssistantSection"],
        ),
      ],
      [
        "lib writes an inline script that names the window",
        "app/lib/good.ts",
        "export const script = `window.scrollTo(0, 0)`;\n",
      ],
    ],
  });
});

describe("the lead service's rooms", () => {
  layerCases({
    failing: [
      [
        "a room imports another room's internals",
        "server/leads/notify/bad.ts",
        imports(["studioRoutes", "../inbox/studio"]),
        /from elements of type "room" to elements of type "room"/,
      ],
      [
        "a room's view reaches into another room's views",
        "server/leads/speed/bad.tsx",
        imports(["Layout", "../inbox/views/layout"]),
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
        imports(["eraseLead", "../enquiries/erase"]),
        /from elements of type "host" to elements of type "room"/,
      ],
      [
        "a room imports the host",
        "server/leads/inbox/bad.ts",
        imports(["createLeadsApp", "../host/app"]),
        /from elements of type "room" to elements of type "host"/,
      ],
      [
        "storage imports a room",
        "server/leads/storage/bad.ts",
        imports(["eraseLead", "../enquiries/enquiries"]),
        /from elements of type "storage" to elements of type "room"/,
      ],
      [
        "core imports storage",
        "server/leads/core/bad.ts",
        imports(["migrate", "../storage/db"]),
        /from elements of type "core" to elements of type "storage"/,
      ],
      [
        "the service imports a build script",
        "server/leads/host/bad.ts",
        imports(["buildServer", "../../../scripts/buildServer"]),
        /from elements of type "host" to entities of module with origin "local"/,
      ],
      [
        "the service imports the app's effects",
        "server/leads/enquiries/bad.ts",
        imports(["loadDraft", "../../../app/effects/draft"]),
        /from elements of type "room" to entities of module with origin "local"/,
      ],
    ],
    passing: [
      [
        "a room imports another room through its entry",
        "server/leads/notify/good.ts",
        imports(["eraseLeads", "../enquiries/enquiries"]),
      ],
      [
        "a room imports its own files, storage, core and the app's content",
        "server/leads/inbox/good.ts",
        imports(
          ["csv", "./csv"],
          ["migrate", "../storage/db"],
          ["istDateTime", "../core/ist"],
          ["site", "../../../app/content/site"],
        ),
      ],
      [
        "the host imports a room's entry",
        "server/leads/host/good.ts",
        imports(["studioRoutes", "../inbox/inbox"]),
      ],
      [
        "a test imports another room's internals",
        "server/leads/notify/good.test.ts",
        imports(["csv", "../inbox/csv"]),
      ],
    ],
  });
});
