import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

/**
 * The lead service's rooms (eslint.layers.js, `serverBoundaries`) run by
 * ESLint itself on small files that do not exist on disk, placed in the
 * folders they would live in: a room reaching into another room's internals
 * must fail `npm run lint`; going through the room's entry must pass.
 */
const eslint = new ESLint({ cwd: process.cwd() });

async function layerErrors(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === "boundaries/dependencies")
    .map((message) => message.message);
}

// Loading the project's config and the resolver takes a few seconds once.
beforeAll(
  () => layerErrors("server/leads/core/warm.ts", "export {};\n"),
  60_000,
);

const use = (name: string) => `\nexport const used = [${name}];\n`;

describe("the lead service's rooms", () => {
  it.each([
    [
      "a room imports another room's internals",
      "server/leads/notify/bad.ts",
      `import { studioRoutes } from "../inbox/studio";${use("studioRoutes")}`,
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
      `import { csv } from "./csv";\nimport { migrate } from "../storage/db";\nimport { escapeHtml } from "../core/html";\nimport { site } from "../../../app/content/site";${use("csv, migrate, escapeHtml, site")}`,
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
