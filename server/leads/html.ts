/** Text as HTML: every character that could open markup is escaped. */
export function escapeHtml(value: unknown): string {
  return String(value)
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

/** A tagged template whose values are escaped unless already `Html`. */
export class Html {
  constructor(readonly value: string) {}
  toString() {
    return this.value;
  }
}

export function html(
  strings: TemplateStringsArray,
  ...values: unknown[]
): Html {
  let out = strings[0] ?? "";
  values.forEach((value, index) => {
    out += render(value) + (strings[index + 1] ?? "");
  });
  return new Html(out);
}

function render(value: unknown): string {
  if (value instanceof Html) return value.value;
  if (Array.isArray(value)) return value.map(render).join("");
  if (value === null || value === undefined || value === false) return "";
  return escapeHtml(value);
}

export const STYLESHEET_PATH = "/studio/style.css";

/** A whole page: no scripts, no third-party anything, not for search engines. */
export function page(title: string, body: Html): string {
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <title>${title}</title>
        <link rel="stylesheet" href="${STYLESHEET_PATH}" />
      </head>
      <body>
        <main>${body}</main>
      </body>
    </html> `.value;
}

export const stylesheet = `
:root { color-scheme: light dark; --accent: #132f6b; font-family: system-ui, sans-serif; }
@media (prefers-color-scheme: dark) { :root { --accent: #a9c1ff; } }
body { margin: 0; line-height: 1.5; }
main { max-width: 60rem; margin: 0 auto; padding: 1.5rem 1rem 3rem; }
a, button { color: var(--accent); }
h1 { font-size: 1.5rem; }
label { display: block; font-weight: 600; margin-top: 0.75rem; }
input, textarea, select, button { font: inherit; min-height: 44px; box-sizing: border-box; }
input[type="text"], input[type="email"], input[type="password"], input[type="search"], textarea { width: 100%; padding: 0.5rem; }
button { padding: 0.4rem 0.9rem; cursor: pointer; }
:focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
.error { color: #b3261e; font-weight: 600; }
@media (prefers-color-scheme: dark) { .error { color: #ffb4ab; } }
.toolbar { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: end; margin: 1rem 0; }
.toolbar label { margin: 0; }
.lead { border-top: 1px solid #8886; padding: 1rem 0; }
.lead header { display: flex; flex-wrap: wrap; gap: 0.25rem 1rem; align-items: baseline; }
.lead p.message { white-space: pre-wrap; overflow-wrap: anywhere; }
.lead form { display: inline-flex; gap: 0.5rem; align-items: center; margin-right: 1rem; }
.status { font-size: 0.85rem; border: 1px solid currentColor; border-radius: 999px; padding: 0 0.5rem; }
.visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
.fields { display: flex; flex-wrap: wrap; gap: 0.25rem 1rem; margin: 0; }
.fields div { display: flex; gap: 0.5rem; } .fields dd { margin: 0; display: flex; gap: 0.5rem; flex-wrap: wrap; }
.notice { display: flex; flex-wrap: wrap; gap: 0.5rem 1rem; align-items: center; border: 2px solid currentColor; border-radius: 0.5rem; padding: 0 1rem; margin: 1rem 0; }
.hp { position: absolute; left: -10000px; width: 1px; height: 1px; overflow: hidden; }
`;
