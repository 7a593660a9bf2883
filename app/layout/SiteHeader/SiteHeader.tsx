import { Menu, X } from "lucide-react";
import type { MouseEvent } from "react";
import { Link, useLocation } from "react-router";
import { ButtonLink } from "~/components/Button/Button";
import { PageLink } from "~/components/PageLink/PageLink";
import { useIsHydrated } from "~/hooks/useIsHydrated";
import { usePrefetchPages } from "~/hooks/usePrefetchPages";
import { useMobileMenu } from "~/hooks/useMobileMenu";
import { useScrolledPast } from "~/hooks/useScrolledPast";
import { NAVBAR_SCROLLED_THRESHOLD_PX } from "~/lib/constants";
import { isHomePath, isLinkCurrent } from "~/lib/nav";
import { scrollToTop } from "~/effects/motion";
import styles from "./SiteHeader.module.css";
import { ThemeToggle } from "./ThemeToggle";
import { homeSectionPath, sectionIds } from "~/content/sectionIds";
import { useLocalePath, useWords } from "~/hooks/useCopy";
import { unprefixedPath } from "~/lib/lang";
import { LanguageSwitch } from "./LanguageSwitch";

export function SiteHeader() {
  const { headerLinks, site, shellCopy } = useWords();
  const localePath = useLocalePath();
  /** The pages the header always links to, prefetched once the page is idle. */
  const headerPages = headerLinks.map((link) => localePath(link.to));
  // The header is always in view: its pages' code is fetched before the
  // tap, so a client navigation beats a full page load. Its links are page
  // links: a tap records where it goes, so a download that fails at once
  // still ends on that page.
  usePrefetchPages(headerPages);
  const isScrolled = useScrolledPast(NAVBAR_SCROLLED_THRESHOLD_PX);
  const location = useLocation();
  // Which link is current is the same in both languages.
  const place = {
    pathname: unprefixedPath(location.pathname),
    hash: location.hash,
  };
  const menu = useMobileMenu();
  const isHydrated = useIsHydrated();

  const handleLogoClick = (event: MouseEvent<HTMLAnchorElement>) => {
    menu.close(false);
    if (isHomePath(place.pathname) && !location.hash) {
      event.preventDefault();
      scrollToTop();
    }
  };

  return (
    <header
      className={styles.header}
      data-scrolled={isScrolled ? "true" : "false"}
    >
      <nav className={styles.bar} aria-label={shellCopy.header.navLabel}>
        <Link
          to={localePath("/")}
          className={styles.logo}
          onClick={handleLogoClick}
        >
          <span className={styles.mark} aria-hidden="true">
            {shellCopy.header.logoMark}
          </span>
          {/* The visible name is the link's name (WCAG 2.5.3, axe-core 4.14). */}
          <span className={styles.wordmark}>{site.name}</span>
        </Link>
        <button
          ref={menu.buttonRef}
          type="button"
          className={styles.menuButton}
          // Until the app runs, the browser reports the popover's state.
          aria-expanded={isHydrated ? menu.isOpen : undefined}
          aria-controls="site-menu"
          popoverTarget="site-menu"
        >
          {menu.isOpen ? (
            <X aria-hidden="true" size={22} />
          ) : (
            <Menu aria-hidden="true" size={22} />
          )}
          <span>{shellCopy.header.menu}</span>
        </button>
        <div
          ref={menu.menuRef}
          id="site-menu"
          className={styles.menu}
          popover="auto"
        >
          <ul className={styles.links}>
            {headerLinks.map((link) => (
              <li key={link.label}>
                <PageLink
                  to={link.to}
                  className={styles.link}
                  aria-current={
                    isLinkCurrent(link.to, place) ? "page" : undefined
                  }
                  onClick={() => menu.close()}
                >
                  {link.label}
                </PageLink>
              </li>
            ))}
          </ul>
          <ButtonLink
            to={homeSectionPath(sectionIds.contact)}
            className={styles.cta}
            onClick={() => menu.close()}
          >
            {shellCopy.header.cta}
          </ButtonLink>
          {/* In the bar on wide screens; on phones in the menu, as the
              bar has room for the logo, Menu and the theme toggle only. */}
          <LanguageSwitch
            className={styles.languageSwitch}
            onClick={() => menu.close()}
          />
        </div>
        <ThemeToggle />
      </nav>
    </header>
  );
}
