import { type ReactNode, use, useEffect } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
} from "react-router";
import poppinsRegular from "@fontsource/poppins/files/poppins-latin-400-normal.woff2?url";
import poppinsSemiBold from "@fontsource/poppins/files/poppins-latin-600-normal.woff2?url";
import poppinsBold from "@fontsource/poppins/files/poppins-latin-700-normal.woff2?url";
import { Spinner } from "~/components/Spinner/Spinner";
import type { PageCopy } from "~/content/words";
import { CopyContext, useWords } from "~/hooks/useCopy";
import { useOutbox } from "~/hooks/useOutbox";
import { useVitals } from "~/hooks/useVitals";
import { ErrorView } from "~/layout/ErrorView/ErrorView";
import { earlyDraftScript } from "~/effects/earlyDraft";
import { dropFallbackHead } from "~/effects/fallbackHead";
import { visitRecorderScript } from "~/effects/visitRecorder";
import { FEED_LINK } from "~/lib/insightPaths";
import { resumeNavigationScript } from "~/lib/pendingNavigation";
import { STORAGE_GUARD_SCRIPT } from "~/lib/storageGuard";
import { NotFoundNotice } from "~/layout/NotFoundNotice/NotFoundNotice";
import { openLegalLink } from "~/layout/LegalDialogs/LegalDialogs";
import { SiteShell } from "~/layout/SiteShell/SiteShell";
import { THEME_COLORS, THEME_SCRIPT } from "~/lib/theme";
import type { Route } from "./+types/root";
import "./styles/tokens.css";
import "./styles/global.css";

export const links: Route.LinksFunction = () => [
  ...[poppinsBold, poppinsRegular, poppinsSemiBold].map((href) => ({
    rel: "preload",
    href,
    as: "font",
    type: "font/woff2",
    crossOrigin: "anonymous" as const,
  })),
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  // The articles' Atom feed, written by the postbuild.
  FEED_LINK,
];

/**
 * A script written into the prerendered HTML only (hashed in the CSP): it
 * runs before the app, and hydration keeps it as it is. Pass its text as
 * `import.meta.env.SSR ? TEXT : ""`, so the page's JavaScript does not
 * carry it.
 */
function PrerenderedScript({ text }: { text: string }) {
  return (
    <script
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: text }}
    />
  );
}

/**
 * The English shell's words, for a page no route has given words yet:
 * loaded only then, so that the Hindi pages never carry them.
 */
let englishShell: Promise<PageCopy> | undefined;
function loadEnglishShell(): Promise<PageCopy> {
  englishShell ??= import("~/content/pages/en/fallback").then(
    (module) => module.fallbackPageCopy,
  );
  return englishShell;
}

/**
 * The page's language and words: its route's (`handle.copy`). Before any
 * route's module has loaded (the fallback page for unknown addresses, as
 * prerendered and as it hydrates), the English shell, which the page waits
 * for (React's `use`).
 */
function usePageCopy(): PageCopy {
  const matches = useMatches();
  for (const match of matches.toReversed()) {
    const handle = match.handle as { copy?: PageCopy } | undefined;
    if (handle?.copy) return handle.copy;
  }
  return use(loadEnglishShell());
}

export function Layout({ children }: { children: ReactNode }) {
  const copy = usePageCopy();
  return (
    <html lang={copy.lang} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        {/* First: blocked storage gets a stand-in before anything reads it. */}
        <PrerenderedScript
          text={import.meta.env.SSR ? STORAGE_GUARD_SCRIPT : ""}
        />
        <PrerenderedScript
          text={import.meta.env.SSR ? resumeNavigationScript : ""}
        />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta
          name="theme-color"
          content={THEME_COLORS.light}
          media="(prefers-color-scheme: light)"
        />
        <meta
          name="theme-color"
          content={THEME_COLORS.dark}
          media="(prefers-color-scheme: dark)"
        />
        {/* Before any stylesheet: a stored theme choice paints first time. */}
        <PrerenderedScript text={import.meta.env.SSR ? THEME_SCRIPT : ""} />
        {/* Where an enquiry came from: the pages of this visit, kept here. */}
        <PrerenderedScript
          text={import.meta.env.SSR ? visitRecorderScript() : ""}
        />
        <Meta />
        <Links />
      </head>
      {/* React's own click delegation: a link to a legal text opens its
          dialog (LegalDialogs); the links themselves take the keyboard. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
      <body onClick={openLegalLink}>
        {/* Saves the contact draft before the form's code arrives. */}
        <PrerenderedScript text={import.meta.env.SSR ? earlyDraftScript : ""} />
        <CopyContext value={copy}>{children}</CopyContext>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  useOutbox();
  useVitals();
  // The fallback page's own title and noindex give way to the route's.
  useEffect(dropFallbackHead, []);
  return (
    <SiteShell>
      <Outlet />
    </SiteShell>
  );
}

/** The page for unknown URLs (`__spa-fallback.html`) until the app runs. */
export function HydrateFallback() {
  return (
    <SiteShell>
      <Spinner />
      <noscript>
        <NotFoundNotice />
      </noscript>
    </SiteShell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}

function ErrorPage({ error }: { error: unknown }) {
  const { errorCopy } = useWords();
  return (
    <SiteShell>
      <ErrorView
        title={
          isRouteErrorResponse(error)
            ? `${error.status} ${error.statusText}`
            : errorCopy.pageTitle
        }
      />
    </SiteShell>
  );
}
