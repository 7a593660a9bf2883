import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

/**
 * The copy rule (eslint.copy.js) run by ESLint itself on small files that do
 * not exist on disk: words a visitor reads, written outside app/content/,
 * fail `npm run lint`; punctuation, code values and content imports pass.
 * The same for the lead service, whose words live in each room's words
 * module.
 */
const eslint = new ESLint({ cwd: process.cwd() });

async function copyErrors(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === "no-restricted-syntax")
    .map((message) => message.message);
}

const component = (jsx: string) =>
  `import { site } from "~/content/site";\nexport function Part({ open }: { open: boolean }) {\n  return (\n    ${jsx}\n  );\n}\n`;

// Loading the project's config and the resolver takes a few seconds once.
beforeAll(
  () => copyErrors("app/sections/Hero/Warm.tsx", "export {};\n"),
  60_000,
);

type Case = [description: string, jsx: string];

/**
 * One rule's cases: each `flagged` piece of JSX, wrapped into a whole
 * module by `wrap`, fails once in the `bad` file with `error`; each
 * `allowed` one passes in the `good` file.
 */
function copyRuleCases(rule: {
  wrap: (jsx: string) => string;
  bad: string;
  good: string;
  error: RegExp;
  flagged: Case[];
  allowed: Case[];
}) {
  it.each(rule.flagged)("flags %s", async (_, jsx) => {
    expect(await copyErrors(rule.bad, rule.wrap(jsx))).toEqual([
      expect.stringMatching(rule.error),
    ]);
  });

  it.each(rule.allowed)("allows %s", async (_, jsx) => {
    expect(await copyErrors(rule.good, rule.wrap(jsx))).toEqual([]);
  });
}

describe("copy lives in app/content", () => {
  copyRuleCases({
    wrap: component,
    bad: "app/sections/Hero/Bad.tsx",
    good: "app/sections/Hero/Good.tsx",
    error: /belongs in app\/content/,
    flagged: [
      ["text between tags", "<h2>About</h2>"],
      ["a string child", '<span>{"Menu"}</span>'],
      ["words in a template child", "<p>{`${site.name} is open`}</p>"],
      ["a string in a condition", '<span>{open ? "Close" : site.name}</span>'],
      ["an aria-label", '<nav aria-label="Main" />'],
      ["a title attribute", '<button type="button" title="Back to top" />'],
      ["a component's label prop", '<Field label="Name" />'],
      ["an eyebrow in braces", '<Header eyebrow={"Why us"} />'],
      ["Devanagari text", "<p>नमस्ते</p>"],
    ],
    allowed: [
      ["punctuation between values", "<p>{site.name} · {site.email}.</p>"],
      [
        "content in text and attributes",
        "<nav aria-label={site.name}>{site.tagline}</nav>",
      ],
      [
        "code values in attributes",
        '<a href="#main" className="skip" rel="noopener" />',
      ],
      ["a template of values only", "<p>{`${site.name}: ${site.email}`}</p>"],
    ],
  });

  it("flags a page title written in a route's meta", async () => {
    const code = `export const meta = () => [{ title: "Kalam Studio: home" }];\n`;
    expect(await copyErrors("app/routes/bad.tsx", code)).toHaveLength(1);
  });

  it("leaves content modules and tests alone", async () => {
    const code = component("<h2>About</h2>");
    expect(await copyErrors("app/content/Good.tsx", code)).toEqual([]);
    expect(await copyErrors("app/sections/Hero/Hero.test.tsx", code)).toEqual(
      [],
    );
  });
});

/*
 * The lead service's rule (`serverCopyInWords`): the words a server page
 * or e-mail shows live in its room's words module.
 */
const view = (jsx: string) =>
  `/** @jsxImportSource hono/jsx */\nimport { inboxWords } from "../words";\nexport const Part = ({ name }: { name: string }) => (\n  ${jsx}\n);\n`;

const IN_WORDS = /belong in the room's words module/;

describe("the lead service's words live in its words modules", () => {
  copyRuleCases({
    wrap: view,
    bad: "server/leads/inbox/views/bad.tsx",
    good: "server/leads/inbox/views/good.tsx",
    error: IN_WORDS,
    flagged: [
      ["text between tags", "<h2>Notes</h2>"],
      ["words around a value", "<p>Reply to {name}</p>"],
      ["a string in a condition", '<span>{name ? "Sent" : name}</span>'],
      ["an aria-label", '<nav aria-label="Studio views" />'],
      ["a placeholder", '<input placeholder="Search" />'],
    ],
    allowed: [
      [
        "words from the words module, punctuation between values",
        "<p>{inboxWords.detail.notes}: {name}.</p>",
      ],
      [
        "code values in attributes",
        '<a href="/studio/trash" class="button danger" rel="noopener" />',
      ],
      [
        "a first line break kept in a textarea",
        '<textarea name="message">{"\\n"}{name}</textarea>',
      ],
    ],
  });

  it("flags a problem page's heading written in a route", async () => {
    const code = `export const found = { heading: "Not found", back: "/studio" };\n`;
    expect(await copyErrors("server/leads/inbox/bad.tsx", code)).toEqual([
      expect.stringMatching(IN_WORDS),
    ]);
  });

  it("leaves the words modules and tests alone", async () => {
    const code = view("<h2>Notes</h2>");
    expect(await copyErrors("server/leads/inbox/words.ts", code)).toEqual([]);
    expect(await copyErrors("server/leads/speed/speedText.ts", code)).toEqual(
      [],
    );
    expect(
      await copyErrors("server/leads/inbox/views/list.test.tsx", code),
    ).toEqual([]);
  });
});
