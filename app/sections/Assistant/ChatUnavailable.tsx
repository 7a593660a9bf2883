import { Link } from "react-router";
import styles from "./AssistantSection.module.css";

/** Shown instead of the chat when its code could not be loaded. */
export function ChatUnavailable() {
  return (
    <p role="status" className={styles.unavailable}>
      The assistant couldn't load: check your connection and reload the page, or{" "}
      <Link to="/Home#contact">write to us through the contact form</Link>.
    </p>
  );
}
