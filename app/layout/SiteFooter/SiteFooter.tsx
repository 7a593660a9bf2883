import { lazy } from "react";
import { PageLink } from "~/components/PageLink/PageLink";
import { useCurrentYear } from "~/hooks/useCurrentYear";
import { telHref } from "~/lib/contactLinks";
import styles from "./SiteFooter.module.css";
import { useWords } from "~/hooks/useCopy";

/** Prerendered only: the client build drops this branch and its chunk. */
const LegalTexts = import.meta.env.SSR
  ? lazy(() =>
      import("./LegalTexts").then((module) => ({
        default: module.LegalTexts,
      })),
    )
  : () => null;

export function SiteFooter() {
  const {
    footerAbout,
    footerServiceLinks,
    footerUsefulLinks,
    site,
    footerLegalLinks,
    shellCopy,
  } = useWords();
  const year = useCurrentYear();
  return (
    <footer className={styles.footer}>
      <div className={styles.columns}>
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className={styles.heading}>
            {shellCopy.footer.about}
          </h2>
          <p className={styles.text}>{footerAbout}</p>
        </section>
        <nav aria-labelledby="footer-services">
          <h2 id="footer-services" className={styles.heading}>
            {shellCopy.footer.services}
          </h2>
          <ul className={`${styles.list} ${styles.twoColumns}`}>
            {footerServiceLinks.map((link) => (
              <li key={link.label}>
                <PageLink
                  to={link.to}
                  state={{ serviceTab: link.tab }}
                  className={styles.link}
                >
                  {link.label}
                </PageLink>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className={styles.heading}>
            {shellCopy.footer.links}
          </h2>
          <ul className={`${styles.list} ${styles.twoColumns}`}>
            {footerUsefulLinks.map((link) => (
              <li key={link.label}>
                <PageLink to={link.to} className={styles.link}>
                  {link.label}
                </PageLink>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={styles.heading}>
            {shellCopy.footer.contact}
          </h2>
          <ul className={`${styles.list} ${styles.contactList}`}>
            <li>
              <a href={telHref(site.phone)} className={styles.link}>
                {site.phone}
              </a>
            </li>
            <li>
              <a href={`mailto:${site.email}`} className={styles.link}>
                {site.email}
              </a>
            </li>
            <li className={styles.text}>{site.hours.label}</li>
            <li className={styles.text}>{site.address.line}</li>
          </ul>
        </section>
      </div>
      <div className={styles.bottom}>
        <ul className={styles.legal}>
          {footerLegalLinks.map((link) => (
            <li key={link.id}>
              <a href={`#${link.id}`} className={styles.link}>
                {link.label}
              </a>
            </li>
          ))}
        </ul>
        {/* data-year: read back on hydration, see useCurrentYear. */}
        <p className={styles.copyright} data-year={year}>
          {shellCopy.footer.copyright(year)}
        </p>
      </div>
      {/* React never hydrates inside a noscript: the client renders it empty. */}
      <noscript>
        <LegalTexts />
      </noscript>
    </footer>
  );
}
