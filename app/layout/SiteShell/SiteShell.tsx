import type { ReactNode } from "react";
import { useHashTarget } from "~/hooks/useHashTarget";
import { useHydratedMarker } from "~/hooks/useHydratedMarker";
import { usePendingNavigation } from "~/hooks/usePendingNavigation";
import { BackToTop } from "~/layout/BackToTop/BackToTop";
import { LegalDialogs } from "~/layout/LegalDialogs/LegalDialogs";
import { RouteSpinner } from "~/layout/RouteSpinner/RouteSpinner";
import { SiteFooter } from "~/layout/SiteFooter/SiteFooter";
import { SiteHeader } from "~/layout/SiteHeader/SiteHeader";
import { SkipLink } from "~/layout/SkipLink/SkipLink";
import styles from "./SiteShell.module.css";

type SiteShellProps = { children: ReactNode };

export function SiteShell({ children }: SiteShellProps) {
  useHashTarget();
  useHydratedMarker();
  usePendingNavigation();
  return (
    <>
      <SkipLink />
      <SiteHeader />
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <SiteFooter />
      <BackToTop />
      <RouteSpinner />
      <LegalDialogs />
    </>
  );
}
