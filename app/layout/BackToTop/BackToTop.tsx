import { ArrowUp } from "lucide-react";
import { useScrolledPast } from "~/hooks/useScrolledPast";
import { BACK_TO_TOP_THRESHOLD_PX } from "~/lib/constants";
import { scrollToTop } from "~/effects/motion";
import styles from "./BackToTop.module.css";
import { shellCopy } from "~/content/shell";

export function BackToTop() {
  const isVisible = useScrolledPast(BACK_TO_TOP_THRESHOLD_PX);

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
