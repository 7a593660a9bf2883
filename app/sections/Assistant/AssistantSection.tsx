import { Container } from "~/components/Container/Container";
import { SectionHeader } from "~/components/SectionHeader/SectionHeader";
import { assistantIntro } from "./assistantIntro";
import { AssistantNotes } from "./AssistantNotes";
import { DeferredChat } from "./DeferredChat";
import chatStyles from "./AssistantChat.module.css";
import styles from "./AssistantSection.module.css";

/**
 * The project assistant at `#assistant`. Only this shell is in the home
 * page's code; the chat and its answer engine load on demand (DeferredChat).
 */
export function AssistantSection() {
  return (
    <section
      id="assistant"
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
          {/* The frame is part of the page, so the chat's styles are too. */}
          <div className={chatStyles.chat} data-chat-frame>
            <DeferredChat />
          </div>
          <AssistantNotes />
        </div>
      </Container>
    </section>
  );
}
