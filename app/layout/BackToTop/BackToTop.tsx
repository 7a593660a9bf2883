import { ArrowUp } from "lucide-react";
import { useIsStripBusy } from "~/hooks/useKeepClear";
import { useScrolledPast } from "~/hooks/useScrolledPast";
import { BACK_TO_TOP_THRESHOLD_PX } from "~/lib/constants";
import { scrollToTop } from "~/effects/motion";
import styles from "./BackToTop.module.css";
import { useWords } from "~/hooks/useCopy";

/**
 * After 300 px of scrolling (SPEC); it steps aside while the contact form
 * or the FAQ passes under it, so it never covers what the visitor reads or
 * types there.
 */
export function BackToTop() {
  const { shellCopy } = useWords();
  const isScrolled = useScrolledPast(BACK_TO_TOP_THRESHOLD_PX);
  const isCovering = useIsStripBusy();
  const isVisible = isScrolled && !isCovering;

  const handleClick = () => {
    scrollToTop();
    // The button disappears at the top: give focus a home at the start of the page.
    document
      .querySelector<HTMLElement>("header a")
      ?.focus({ preventScroll: true });
  };

  return (
    <button
      type="button"
      className={styles.button}
      hidden={!isVisible}
      onClick={handleClick}
      aria-label={shellCopy.backToTop}
      title={shellCopy.backToTop}
    >
      <ArrowUp aria-hidden="true" size={22} />
    </button>
  );
}
