import { Section } from "~/components/Section/Section";
import { SectionHeader } from "~/components/Section/SectionHeader";
import { assistantIntro } from "~/content/assistant";
import type { FaqShownEntry } from "~/content/faq";
import { sectionHeadingId, sectionIds } from "~/content/sectionIds";
import { AssistantChat } from "./AssistantChat";
import { AssistantFaq } from "./AssistantFaq";
import styles from "./AssistantSection.module.css";

/**
 * The project assistant at `#assistant`: the chat, and beside it the FAQ it
 * answers from for visitors who would rather read. On wide screens the
 * heading sits over the FAQ, so the chat starts at the top.
 */
export function AssistantSection({
  faq,
}: {
  /** The FAQ as the page shows it (from the route's data). */
  faq: readonly FaqShownEntry[];
}) {
  return (
    <Section
      id={sectionIds.assistant}
      className={styles.layout}
      layout="columns"
    >
      <SectionHeader
        id={sectionHeadingId(sectionIds.assistant)}
        eyebrow={assistantIntro.eyebrow}
        heading={assistantIntro.heading}
        lead={assistantIntro.lead}
      />
      <AssistantChat />
      <AssistantFaq faq={faq} />
    </Section>
  );
}
