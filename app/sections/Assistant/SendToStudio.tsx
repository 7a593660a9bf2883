import { Send } from "lucide-react";
import { useState } from "react";
import { Button } from "~/components/Button/Button";
import { buildSummary } from "~/lib/assistant/buildSummary";
import { assistantCopy } from "./assistantCopy";
import { type ChatEntry, conversationTurns } from "./chatStore";
import { handToContactForm } from "./handToContactForm";
import styles from "./AssistantChat.module.css";

type SendToStudioProps = { conversation: readonly ChatEntry[] };

/**
 * Puts a summary of the conversation in the contact form's message and
 * moves focus there; sending stays with the visitor. The row keeps its
 * height whether or not the button shows, so nothing below it jumps.
 */
export function SendToStudio({ conversation }: SendToStudioProps) {
  const [hasFailed, setHasFailed] = useState(false);
  const turns = conversationTurns(conversation);
  const hasQuestion = turns.some((turn) => turn.role === "visitor");

  const handleClick = async () => {
    setHasFailed(false);
    const isDelivered = await handToContactForm(buildSummary(turns));
    setHasFailed(!isDelivered);
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
      <p role="status" className={styles.note}>
        {hasFailed ? assistantCopy.sendToStudioFailed : ""}
      </p>
    </div>
  );
}
