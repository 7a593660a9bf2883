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
  // The articles' Atom feed (FEED_PATH in lib/insightPaths), written by the
  // postbuild. Literal here so the root imports nothing the articles share.
  {
    rel: "alternate",
    type: "application/atom+xml",
    title: "Kalam Studio insights",
    href: "/insights/feed.xml",
  },
];

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#132f6b" />
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
