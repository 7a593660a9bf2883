import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The shared style modules in app/styles are pulled in with `composes:`. The
 * build keeps one copy of each, placed after some of the modules that compose
 * it, so a composing rule that sets one of the shared class's properties
 * again would lose to it in production only. This keeps them apart.
 */
const appDir = resolve(import.meta.dirname, "..");

type Rule = { selector: string; props: string[]; composes: Composed[] };
type Composed = { names: string[]; file: string };

/** The innermost rules of a stylesheet (media queries unwrapped). */
function rulesOf(file: string): Rule[] {
  const css = readFileSync(file, "utf8").replace(/\/\*[\s\S]*?\*\//g, "");
  return [...css.matchAll(/([^{}]+)\{([^{}]*)\}/g)].map(([, head, body]) => {
    const declarations = (body ?? "")
      .split(";")
      .map((line) => line.trim())
      .filter(Boolean)
      .map((line) => [line.split(":")[0]?.trim() ?? "", line] as const);
    return {
      selector: (head ?? "").trim(),
      props: declarations
        .map(([prop]) => prop)
        .filter((prop) => prop !== "composes" && !prop.startsWith("--")),
      composes: declarations
        .filter(([prop]) => prop === "composes")
        .map(([, line]) => {
          const match = /composes:\s*([\w\s-]+?)(?:\s+from\s+"([^"]+)")?$/.exec(
            line,
          );
          return {
            names: (match?.[1] ?? "").trim().split(/\s+/),
            file: match?.[2] ? resolve(dirname(file), match[2]) : file,
          };
        }),
    };
  });
}

/** The rules that style one class on its own element (plain or :state). */
function rulesFor(rules: Rule[], name: string) {
  const own = new RegExp(`^\\.${name}(:[\\w-]+)?$`);
  return rules.filter((rule) => own.test(rule.selector));
}

/** Every property a composed class sets, following its own `composes:`. */
function sharedProps(file: string, name: string): string[] {
  return rulesFor(rulesOf(file), name).flatMap((rule) => [
    ...rule.props,
    ...rule.composes.flatMap((composed) =>
      composed.names.flatMap((inner) => sharedProps(composed.file, inner)),
    ),
  ]);
}

const overlaps = (a: string, b: string) =>
  a === b || a.startsWith(`${b}-`) || b.startsWith(`${a}-`);

function cssModules(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".module.css"))
    .map((entry) => join(entry.parentPath, entry.name));
}

describe("shared style modules", () => {
  const sharedDir = join(appDir, "styles");
  const composing = cssModules(appDir).flatMap((file) =>
    rulesOf(file)
      .filter((rule) =>
        rule.composes.some((composed) => composed.file.startsWith(sharedDir)),
      )
      .map((rule) => ({ file, rule })),
  );

  it("are composed somewhere", () => {
    expect(composing.length).toBeGreaterThan(0);
  });

  it("are never overridden by a class that composes them", () => {
    const clashes = composing.flatMap(({ file, rule }) => {
      const name = rule.selector.slice(1);
      const local = rulesFor(rulesOf(file), name).flatMap((own) => own.props);
      const shared = rule.composes.flatMap((composed) =>
        composed.names.flatMap((inner) => sharedProps(composed.file, inner)),
      );
      return local
        .filter((prop) => shared.some((other) => overlaps(prop, other)))
        .map((prop) => `${relative(appDir, file)} ${rule.selector}: ${prop}`);
    });
    expect(clashes).toEqual([]);
  });
});
