import type { ReactNode } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
} from "react-router";
import poppinsBold from "@fontsource/poppins/files/poppins-latin-700-normal.woff2?url";
import { Spinner } from "~/components/Spinner/Spinner";
import { SiteShell } from "~/layout/SiteShell/SiteShell";
import { THEME_COLORS, THEME_SCRIPT } from "~/lib/theme";
import type { Route } from "./+types/root";
import "./styles/tokens.css";
import "./styles/global.css";
import styles from "~/layout/ErrorView/ErrorView.module.css";

export const links: Route.LinksFunction = () => [
  {
    rel: "preload",
    href: poppinsBold,
    as: "font",
    type: "font/woff2",
    crossOrigin: "anonymous",
  },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
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
        <script dangerouslySetInnerHTML={{ __html: THEME_SCRIPT }} />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return (
    <SiteShell>
      <Outlet />
    </SiteShell>
  );
}

export function HydrateFallback() {
  return (
    <SiteShell>
      <Spinner />
    </SiteShell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const title = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : "Something went wrong";
  return (
    <SiteShell>
      <div className={styles.error}>
        <h1>{title}</h1>
        <p>
          Please try again, or <a href="/">go to the home page</a>.
        </p>
      </div>
    </SiteShell>
  );
}
