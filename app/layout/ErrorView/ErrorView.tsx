import { useEffect, useRef } from "react";
import { Button } from "~/components/Button/Button";
import styles from "./ErrorView.module.css";
import { useLocalePath, useWords } from "~/hooks/useCopy";

type ErrorViewProps = { title: string };

/**
 * What the visitor sees if the page itself breaks: at the top of the screen
 * (wherever they had scrolled to), with what happened and a way out.
 */
export function ErrorView({ title }: ErrorViewProps) {
  const { errorCopy } = useWords();
  const localePath = useLocalePath();
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: "instant" });
    headingRef.current?.focus({ preventScroll: true });
  }, []);

  return (
    <div className={styles.error}>
      <h1 ref={headingRef} tabIndex={-1}>
        {title}
      </h1>
      <p>{errorCopy.pageBody}</p>
      <div className={styles.actions}>
        <Button type="button" onClick={() => window.location.reload()}>
          {errorCopy.reload}
        </Button>
        <a href={localePath("/")}>{errorCopy.home}</a>
      </div>
    </div>
  );
}
