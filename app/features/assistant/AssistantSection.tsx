import { SplitSection } from "~/components/SplitSection/SplitSection";
import type { FaqShownEntry } from "~/content/faq";
import { sectionIds } from "~/content/sectionIds";
import { AssistantChat } from "./AssistantChat";
import { AssistantFaq } from "./AssistantFaq";
import styles from "./AssistantSection.module.css";
import { useLang } from "~/hooks/useCopy";
import { useAssistantWords } from "./useAssistantWords";

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
  const { assistantIntro } = useAssistantWords();
  // The page's language: the assistant answers in it.
  const lang = useLang();
  return (
    <SplitSection
      id={sectionIds.assistant}
      intro={assistantIntro}
      mainSide="start"
      main={<AssistantChat lang={lang} />}
      side={<AssistantFaq faq={faq} />}
      className={styles.layout}
    />
  );
}
