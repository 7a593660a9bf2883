import { Link } from "react-router";
import { ButtonLink } from "~/components/Button/Button";
import { Container } from "~/components/Container/Container";
import { caseStudies, caseStudyCopy } from "~/content/caseStudies";
import styles from "./CaseStudyNotFound.module.css";

/** Shown inside the layout for an id that names no case study. */
export function CaseStudyNotFound() {
  const copy = caseStudyCopy.notFound;
  return (
    <Container isNarrow className={styles.notFound}>
      <h1 className={styles.title}>{copy.title}</h1>
      <p className={styles.body}>{copy.body}</p>
      <ul className={styles.list}>
        {caseStudies.map((study) => (
          <li key={study.id}>
            <Link to={`/portfolio/${study.id}`} className={styles.link}>
              {study.title}
            </Link>
            <span className={styles.client}> · {study.client}</span>
          </li>
        ))}
      </ul>
      <div className={styles.actions}>
        <ButtonLink to="/portfolio">{copy.portfolioLink}</ButtonLink>
        <ButtonLink to="/" variant="secondary">
          {copy.homeLink}
        </ButtonLink>
      </div>
    </Container>
  );
}
