import { Section } from "~/components/Section/Section";
import { assistantIntro } from "~/content/assistant";
import { sectionIds } from "~/content/sectionIds";
import { AssistantChat } from "./AssistantChat";
import { AssistantFaq } from "./AssistantFaq";
import styles from "./AssistantSection.module.css";

/**
 * The project assistant at `#assistant`: the chat, and beside it the FAQ it
 * answers from for visitors who would rather read.
 */
export function AssistantSection() {
  return (
    <Section id={sectionIds.assistant} intro={assistantIntro}>
      <div className={styles.layout} data-layout="columns">
        <AssistantChat />
        <AssistantFaq />
      </div>
    </Section>
  );
}
