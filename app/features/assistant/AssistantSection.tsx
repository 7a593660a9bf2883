import { Container } from "~/components/Container/Container";
import { SectionHeader } from "~/components/SectionHeader/SectionHeader";
import { assistantIntro } from "~/content/assistant";
import { AssistantChat } from "./AssistantChat";
import { AssistantFaq } from "./AssistantFaq";
import styles from "./AssistantSection.module.css";
import { sectionIds } from "~/content/sectionIds";

/**
 * The project assistant at `#assistant`: the chat, and beside it the FAQ it
 * answers from for visitors who would rather read.
 */
export function AssistantSection() {
  return (
    <section
      id={sectionIds.assistant}
      className={styles.assistant}
      aria-labelledby="assistant-heading"
    >
      <Container>
        <SectionHeader
          id="assistant-heading"
          eyebrow={assistantIntro.eyebrow}
          heading={assistantIntro.heading}
          lead={assistantIntro.lead}
        />
        <div className={styles.layout} data-layout="columns">
          <AssistantChat />
          <AssistantFaq />
        </div>
      </Container>
    </section>
  );
}
