import { Container } from "~/components/Container/Container";
import styles from "./PageIntro.module.css";

type PageIntroProps = {
  title: string;
  lead: string;
  /** Sets the intro in the narrow column, as the articles are. */
  isNarrow?: boolean;
};

/** The title block a listing page opens with: its h1 and a lead. */
export function PageIntro({ title, lead, isNarrow }: PageIntroProps) {
  return (
    <header className={styles.intro} data-width={isNarrow ? "narrow" : "wide"}>
      <Container isNarrow={isNarrow}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.lead}>{lead}</p>
      </Container>
    </header>
  );
}
