import {
  type LegalDocument,
  legalDocuments as englishDocuments,
} from "~/content/legal";
import { legalDocuments as hindiDocuments } from "~/content/hi/legal";
import { legalIds } from "~/content/legalIds";
import styles from "./SiteFooter.module.css";
import { useLang, useWords } from "~/hooks/useCopy";

/** The legal texts in each language. */
const legalDocumentsIn = { en: englishDocuments, hi: hindiDocuments };

/**
 * Terms, privacy and accessibility as plain `<details>` under the footer,
 * for visitors without JavaScript: `#terms` lands on and opens its text. With scripts, the same links open the dialogs, and these
 * texts are neither in the page's DOM nor in its JavaScript: the footer
 * renders them into a `<noscript>` at build time only. Nothing here may
 * import a stylesheet: that side effect would keep the texts in the bundle.
 */
export function LegalTexts() {
  const { site, shellCopy } = useWords();
  const legalDocuments = legalDocumentsIn[useLang()];
  return (
    <div className={styles.legalTexts}>
      {legalIds.map((id) => {
        const legal: LegalDocument = legalDocuments[id];
        return (
          <details key={id} className={styles.legalText}>
            <summary className={styles.legalSummary}>{legal.title}</summary>
            {/* The fragment targets the hidden content, which opens the
                details (Chromium, Safari) or lands on it. */}
            <div id={id} className={styles.legalBody}>
              <p>{shellCopy.legal.lastUpdated(legal.updated)}</p>
              <p>{legal.intro}</p>
              {legal.sections.map((section) => (
                <section key={section.heading}>
                  <h3 className={styles.legalHeading}>{section.heading}</h3>
                  {section.paragraphs?.map((paragraph) => (
                    <p key={paragraph}>{paragraph}</p>
                  ))}
                  {section.items && (
                    <ul>
                      {section.items.map((item) => (
                        <li key={item}>{item}</li>
                      ))}
                    </ul>
                  )}
                </section>
              ))}
              <p>
                {legal.contactLine}{" "}
                <a href={`mailto:${site.email}`}>{site.email}</a>.
              </p>
            </div>
          </details>
        );
      })}
    </div>
  );
}
