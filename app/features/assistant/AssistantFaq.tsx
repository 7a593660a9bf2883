import { faq, faqIntro } from "~/content/faq";
import { AnswerLinkView } from "./AnswerLinkView";
import styles from "./AssistantSection.module.css";

/**
 * The FAQ the assistant answers from, as native disclosures: readable
 * without JavaScript, each answer linking to where the site says more.
 */
export function AssistantFaq() {
  return (
    <div>
      <h3 className={styles.faqHeading}>{faqIntro.heading}</h3>
      <p className={styles.faqLead}>{faqIntro.lead}</p>
      {faq.map((entry) => (
        <details key={entry.id} className={styles.entry}>
          <summary className={styles.question}>{entry.question}</summary>
          <p className={styles.answer}>
            {entry.answer}{" "}
            <AnswerLinkView link={entry.more} className={styles.more}>
              {entry.more.label}
            </AnswerLinkView>
          </p>
        </details>
      ))}
    </div>
  );
}
