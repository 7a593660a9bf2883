import { Link } from "react-router";
import { ButtonLink } from "~/components/Button/Button";
import { useLocalePath } from "~/hooks/useCopy";
import { Container } from "~/components/Container/Container";
import styles from "./NotFoundPanel.module.css";

type PageLink = { to: string; label: string };

type NotFoundPanelProps = {
  title: string;
  body: string;
  /** The pages that do exist, each optionally followed by a note. */
  pages: readonly (PageLink & { note?: string })[];
  /** The way back to the list, then home. */
  actions: readonly [PageLink, PageLink];
};

/** Shown inside the layout for an address that names no page. */
export function NotFoundPanel({
  title,
  body,
  pages,
  actions: [list, home],
}: NotFoundPanelProps) {
  const localePath = useLocalePath();
  return (
    <Container isNarrow className={styles.notFound}>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.body}>{body}</p>
      <ul className={styles.list}>
        {pages.map((page) => (
          <li key={page.to}>
            <Link to={localePath(page.to)} className={styles.link}>
              {page.label}
            </Link>
            {page.note ? (
              <span className={styles.note}>{page.note}</span>
            ) : null}
          </li>
        ))}
      </ul>
      <div className={styles.actions}>
        <ButtonLink to={list.to}>{list.label}</ButtonLink>
        <ButtonLink to={home.to} variant="secondary">
          {home.label}
        </ButtonLink>
      </div>
    </Container>
  );
}
