import { Send } from "lucide-react";
import { Button } from "~/components/Button/Button";
import { prefillContactForm } from "~/effects/contactBridge";
import { motionBehavior } from "~/effects/motion";
import { type ChatEntry, conversationTurns } from "./chatStore";
import { loadHandOff } from "./loadEngine";
import styles from "./AssistantChat.module.css";
import { sectionIds } from "~/content/sectionIds";
import { useAssistantWords } from "./useAssistantWords";

type SendToStudioProps = { conversation: readonly ChatEntry[] };

/**
 * Puts a summary of the conversation in the contact form's message (through
 * the form's shared prefill state) and brings the form into view; the form
 * fills its message and takes focus, now or as soon as it runs. Sending
 * stays with the visitor.
 */
export function SendToStudio({ conversation }: SendToStudioProps) {
  const { assistantCopy } = useAssistantWords();
  const turns = conversationTurns(conversation);
  const hasQuestion = turns.some((turn) => turn.role === "visitor");

  const handleClick = async () => {
    document.getElementById(sectionIds.contact)?.scrollIntoView({
      behavior: motionBehavior(),
      block: "start",
    });
    // Loaded with the first answer already: this resolves at once.
    const handOff = await loadHandOff().catch(() => null);
    if (!handOff) return;
    prefillContactForm(handOff.buildSummary(turns));
    handOff.markAssistantHandOff();
  };

  return (
    <div className={styles.actions}>
      {hasQuestion ? (
        <Button variant="secondary" onClick={handleClick}>
          <Send aria-hidden="true" size={18} />
          {assistantCopy.sendToStudioLabel}
        </Button>
      ) : (
        <p className={styles.note}>{assistantCopy.sendToStudioNote}</p>
      )}
    </div>
  );
}
