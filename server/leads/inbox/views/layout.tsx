/** @jsxImportSource hono/jsx */
import type { Child } from "hono/jsx";
import { site } from "../../../../app/content/site";
import { baseStylesheet, FAVICON_PATH } from "../../core/assets";
import { inboxScript, inboxStylesheet } from "../assets";
import type { Session } from "../auth";
import { inboxWords } from "../words";

const words = inboxWords.layout;

/**
 * The views of the studio's pages, in the top bar's order. A new view (a
 * report, say) is one entry here and one route.
 */
export const inboxViews = [
  { id: "inbox", href: "/studio" },
  { id: "trash", href: "/studio/trash" },
  { id: "speed", href: "/studio/speed" },
] as const;
export type InboxView = (typeof inboxViews)[number]["id"];

export { documentOf } from "../../core/page";

/** The `<head>` of every studio page: one stylesheet per concern, each hashed. */
export function Head({
  title,
  styles = [],
  script = false,
}: {
  title: string;
  styles?: string[];
  script?: boolean;
}) {
  return (
    <head>
      <meta charset="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <meta name="robots" content="noindex, nofollow" />
      <title>
        {title} - {site.name}
      </title>
      <link rel="icon" href={FAVICON_PATH} type="image/svg+xml" />
      <link rel="stylesheet" href={baseStylesheet().path} />
      {styles.map((href) => (
        <link rel="stylesheet" href={href} />
      ))}
      {script ? <script src={inboxScript().path} defer /> : null}
    </head>
  );
}

/** The studio's mark (its name only for screen readers on a phone's top bar). */
export const Brand = ({
  href,
  compact = false,
}: {
  href: string;
  /** The name only for screen readers below 640 px (the top bar). */
  compact?: boolean;
}) => (
  <a class="brand" href={href}>
    <span class="brand-mark" aria-hidden="true">
      {site.name.slice(0, 1)}
    </span>
    <span class={compact ? "brand-name narrow-hidden" : "brand-name"}>
      {site.name} <span class="brand-sub">{words.studio}</span>
    </span>
  </a>
);

type LayoutProps = {
  title: string;
  view?: InboxView;
  session: Session;
  /** A count beside a view's name (waiting enquiries, Trash). */
  counts?: Partial<Record<InboxView, number>>;
  /** Stylesheets after the inbox's (the Speed view's own). */
  styles?: string[];
  children: Child;
};

/** A page of the studio: top bar with the views and sign-out, then the page. */
export function Layout({
  title,
  view,
  session,
  counts = {},
  styles = [],
  children,
}: LayoutProps) {
  return (
    <html lang="en">
      <Head
        title={title}
        styles={[inboxStylesheet().path, ...styles]}
        script={true}
      />
      <body>
        <a class="skip button" href="#content">
          {words.skip}
        </a>
        <header class="topbar">
          <div class="container">
            <Brand href="/studio" compact />
            <nav class="views" aria-label={words.viewsLabel}>
              {inboxViews.map((item) => (
                <a
                  href={item.href}
                  aria-current={item.id === view ? "page" : undefined}
                >
                  {words.views[item.id]}
                  {counts[item.id] === undefined ? null : (
                    <span class="count">
                      {counts[item.id]}
                      <span class="visually-hidden">
                        {words.countOf[item.id]}
                      </span>
                    </span>
                  )}
                </a>
              ))}
            </nav>
            <form method="post" action="/studio/sign-out">
              <input type="hidden" name="csrf" value={session.csrf} />
              <button type="submit" class="quiet">
                {words.signOut}
              </button>
            </form>
          </div>
        </header>
        <main id="content">
          <div class="container">{children}</div>
        </main>
      </body>
    </html>
  );
}
