import { useRef } from "react";
import type { FaqShownEntry } from "~/content/faq";
import { FAQ_SHOWN } from "~/content/faqIntro";
import { useKeepClear } from "~/hooks/useKeepClear";
import { FaqEntryView } from "./FaqEntryView";
import styles from "./AssistantSection.module.css";
import { useAssistantWords } from "./useAssistantWords";

/**
 * The FAQ the assistant answers from, as native disclosures: readable
 * without JavaScript, each answer linking to where the site says more.
 * The first few show; the rest fold behind one more row. The entries come
 * from the route's data (in the page's HTML), not its JavaScript.
 */
export function AssistantFaq({ faq }: { faq: readonly FaqShownEntry[] }) {
  const { faqIntro } = useAssistantWords();
  const ref = useRef<HTMLDivElement>(null);
  useKeepClear(ref);
  const folded = faq.slice(FAQ_SHOWN);
  return (
    <div ref={ref}>
      <h3 className={styles.faqHeading}>{faqIntro.heading}</h3>
      <p className={styles.faqLead}>{faqIntro.lead}</p>
      {faq.slice(0, FAQ_SHOWN).map((entry) => (
        <FaqEntryView key={entry.id} entry={entry} />
      ))}
      {folded.length > 0 && (
        <details className={`${styles.entry} ${styles.moreQuestions}`}>
          <summary className={styles.question}>
            {faqIntro.more(folded.length)}
          </summary>
          {folded.map((entry) => (
            <FaqEntryView key={entry.id} entry={entry} />
          ))}
        </details>
      )}
    </div>
  );
}
