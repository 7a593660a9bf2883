import { Container } from "~/components/Container/Container";
import { portfolioCopy } from "~/content/caseStudies";
import styles from "./PortfolioIntro.module.css";

export function PortfolioIntro() {
  return (
    <header className={styles.intro}>
      <Container>
        <h1 className={styles.title}>{portfolioCopy.title}</h1>
        <p className={styles.lead}>{portfolioCopy.intro}</p>
      </Container>
    </header>
  );
}
