/** @jsxImportSource hono/jsx */
import type { Child } from "hono/jsx";
import type { Lang } from "../../../app/content/lang";
import { baseStylesheet, FAVICON_PATH } from "./assets";

/** A page as the response's text, with its doctype. */
export const documentOf = (node: Child) => `<!doctype html>${String(node)}`;

/**
 * A plain page of the service (the form's answers without JavaScript, a
 * refusal): no scripts, no third-party anything, not for search engines.
 */
export function NarrowPage({
  title,
  lang = "en",
  children,
}: {
  title: string;
  lang?: Lang;
  children: Child;
}) {
  return (
    <html lang={lang}>
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <title>{title}</title>
        <link rel="icon" href={FAVICON_PATH} type="image/svg+xml" />
        <link rel="stylesheet" href={baseStylesheet().path} />
      </head>
      <body>
        <main class="narrow-page">{children}</main>
      </body>
    </html>
  );
}
