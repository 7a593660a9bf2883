import { Link } from "react-router";
import { Container } from "~/components/Container/Container";
import { insightsTeaser } from "~/content/insightsTeaser";
import styles from "./InsightsTeaser.module.css";

/**
 * The home page's pointer to the articles. Copy and a path only, no article
 * data or shared modules: the home page's JavaScript budget is nearly full.
 */
export function InsightsTeaser() {
  return (
    <Container className={styles.teaser}>
      <p>
        <strong>{insightsTeaser.title}:</strong> {insightsTeaser.intro}{" "}
        <Link to={insightsTeaser.path}>{insightsTeaser.link}</Link>
      </p>
    </Container>
  );
}
