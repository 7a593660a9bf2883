/**
 * What is missing or weaker than it should be in a page's response headers
 * (names lower-cased); empty when nothing is. The bar is the Mozilla HTTP
 * Observatory's A+ plus our own: no `'unsafe-inline'` anywhere in the CSP.
 */
export function headerProblems(
  headers: Record<string, string | undefined>,
  { isTls = false }: { isTls?: boolean } = {},
): string[] {
  const problems: string[] = [];
  const csp = headers["content-security-policy"] ?? "";
  const directives = new Map(
    csp
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter((tokens) => tokens[0])
      .map((tokens) => [tokens[0]?.toLowerCase() ?? "", tokens.slice(1)]),
  );
  const expectDirective = (
    name: string,
    isOk: (sources: string[]) => boolean,
  ) => {
    const sources = directives.get(name);
    if (!sources) problems.push(`CSP has no ${name}`);
    else if (!isOk(sources))
      problems.push(`CSP ${name} is too weak: ${sources.join(" ")}`);
  };
  const isStrict = (sources: string[]) =>
    sources.every(
      (source) =>
        source === "'self'" ||
        source === "'none'" ||
        /^'sha(256|384|512)-[A-Za-z0-9+/=]+'$/.test(source),
    );
  expectDirective(
    "default-src",
    (s) => s.length > 0 && s.every((x) => x === "'self'" || x === "'none'"),
  );
  expectDirective("script-src", isStrict);
  // 'unsafe-hashes' only allows the hashed attribute values.
  expectDirective("style-src", (s) =>
    isStrict(s.filter((x) => x !== "'unsafe-hashes'")),
  );
  expectDirective("object-src", (s) => s.join(" ") === "'none'");
  expectDirective("base-uri", isStrict);
  expectDirective("form-action", isStrict);
  expectDirective("frame-ancestors", (s) => s.join(" ") === "'none'");

  const expectHeader = (name: string, isOk: (value: string) => boolean) => {
    const value = headers[name];
    if (value === undefined) problems.push(`no ${name}`);
    else if (!isOk(value)) problems.push(`${name} is too weak: ${value}`);
  };
  expectHeader("x-content-type-options", (v) => v.toLowerCase() === "nosniff");
  expectHeader("x-frame-options", (v) => v.toUpperCase() === "DENY");
  expectHeader("referrer-policy", (v) =>
    [
      "no-referrer",
      "same-origin",
      "strict-origin",
      "strict-origin-when-cross-origin",
    ].includes(v.toLowerCase()),
  );
  expectHeader("cross-origin-resource-policy", (v) => v === "same-origin");
  expectHeader("cross-origin-opener-policy", (v) => v === "same-origin");
  expectHeader("permissions-policy", (v) =>
    ["camera=()", "microphone=()", "geolocation=()"].every((feature) =>
      v.includes(feature),
    ),
  );
  if (isTls) {
    expectHeader("strict-transport-security", (v) => {
      const maxAge = Number(/max-age=(\d+)/i.exec(v)?.[1] ?? 0);
      return maxAge >= 63072000 && /includesubdomains/i.test(v);
    });
  }
  return problems;
}
