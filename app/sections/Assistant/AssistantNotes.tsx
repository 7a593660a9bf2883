import { Link } from "react-router";
import { assistantNotes } from "~/content/assistantNotes";
import { sectionIds } from "~/content/sectionIds";
import styles from "./AssistantSection.module.css";

/** Beside the chat: what the assistant does and where a person takes over. */
export function AssistantNotes() {
  return (
    <aside className={styles.notes} aria-labelledby="assistant-notes-heading">
      <h3 id="assistant-notes-heading" className={styles.notesHeading}>
        {assistantNotes.heading}
      </h3>
      <ul className={styles.notesList}>
        {assistantNotes.items.map((item) => (
          <li key={item.title}>
            <p className={styles.noteTitle}>{item.title}</p>
            <p className={styles.noteText}>{item.text}</p>
          </li>
        ))}
      </ul>
      <div className={styles.person}>
        <p className={styles.noteTitle}>{assistantNotes.person.title}</p>
        <p className={styles.noteText}>{assistantNotes.person.text}</p>
        <Link to={`#${sectionIds.contact}`} className={styles.personLink}>
          {assistantNotes.person.link}
        </Link>
      </div>
    </aside>
  );
}
