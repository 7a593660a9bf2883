import { site } from "../../../app/content/site";
import type { Session } from "./auth";
import { html, type Html } from "../core/html";
import { FAVICON_PATH, STYLESHEET_PATH } from "../core/html";
import { SCRIPT_PATH } from "./script";

/**
 * The views of the studio's pages, in the top bar's order. A new view (a
 * report, say) is one entry here and one route.
 */
export const inboxViews = [
  { id: "inbox", label: "Inbox", href: "/studio" },
  { id: "trash", label: "Trash", href: "/studio/trash" },
  { id: "speed", label: "Speed", href: "/studio/speed" },
] as const;
export type InboxView = (typeof inboxViews)[number]["id"];

type LayoutOptions = {
  title: string;
  view?: InboxView;
  session: Session;
  /** A count beside a view's name (waiting enquiries, Trash). */
  counts?: Partial<Record<InboxView, number>>;
  body: Html;
};

/** A page of the inbox: top bar with the views and sign-out, then `body`. */
export function inboxLayout({
  title,
  view,
  session,
  counts = {},
  body,
}: LayoutOptions): string {
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <title>${title} - ${site.name}</title>
        <link rel="icon" href="${FAVICON_PATH}" type="image/svg+xml" />
        <link rel="stylesheet" href="${STYLESHEET_PATH}" />
        <script src="${SCRIPT_PATH}" defer></script>
      </head>
      <body>
        <a class="skip button" href="#content">Skip to content</a>
        <header class="topbar">
          <div class="container">
            <a class="brand" href="/studio"
              ><span class="brand-mark" aria-hidden="true"
                >${site.name.slice(0, 1)}</span
              >${site.name} <span class="brand-sub">Studio</span></a
            >
            <nav class="views" aria-label="Studio views">
              ${inboxViews.map(
                (item) =>
                  html`<a
                    href="${item.href}"
                    ${item.id === view ? html`aria-current="page"` : ""}
                    >${item.label}${
                      counts[item.id] === undefined
                        ? ""
                        : html` <span class="count"
                            >${counts[item.id]}<span class="visually-hidden">
                              ${item.id === "inbox" ? "waiting" : "in Trash"}</span
                            ></span
                          >`
                    }</a
                  >`,
              )}
            </nav>
            <form method="post" action="/studio/sign-out">
              <input type="hidden" name="csrf" value="${session.csrf}" />
              <button type="submit" class="quiet">Sign out</button>
            </form>
          </div>
        </header>
        <main id="content">
          <div class="container">${body}</div>
        </main>
      </body>
    </html>`.value;
}
