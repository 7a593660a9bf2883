import type { Lang } from "../../../app/content/lang";
import { baseStylesheet, FAVICON_PATH } from "./assets";

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

export { FAVICON_PATH } from "./assets";

/** A whole page: no scripts, no third-party anything, not for search engines. */
export function page(title: string, body: Html, lang: Lang = "en"): string {
  return html`<!doctype html>
    <html lang="${lang}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <title>${title}</title>
        <link rel="icon" href="${FAVICON_PATH}" type="image/svg+xml" />
        <link rel="stylesheet" href="${baseStylesheet().path}" />
      </head>
      <body>
        <main class="narrow-page">${body}</main>
      </body>
    </html> `.value;
}
