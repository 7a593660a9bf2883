import { ViewTransition } from "react";
import { usePrefersReducedMotion } from "~/hooks/usePrefersReducedMotion";
import { useThemeChoice } from "~/hooks/useTheme";
import { DARK_QUERY } from "~/lib/theme";
import type { Illustration } from "~/content/types";
import styles from "./CaseStudyImage.module.css";

type CaseStudyImageProps = {
  image: Illustration;
  /** The page's first visual loads at once; the rest wait until scrolled to. */
  isFirst?: boolean;
  /** Decorative copies (a card's cover beside its title) pass an empty alt. */
  alt?: string;
  className?: string;
  /**
   * The study's id, on a cover that opens its case study (a work card) and
   * on the case page's own cover: the same view-transition name on both
   * ends, so opening the study morphs one into the other.
   */
  morphId?: string;
};

/** The view-transition name a study's cover carries on every page. */
export const coverTransitionName = (id: string) => `cover-${id}`;

/**
 * An illustration, and its dark variant whenever the page is dark: the
 * system's preference picks it without JavaScript (and in the prerendered
 * HTML), the header's toggle once the app runs. Only the variant shown is
 * downloaded.
 */
export function CaseStudyImage({
  image,
  isFirst = false,
  alt = image.alt,
  className,
  morphId,
}: CaseStudyImageProps) {
  const choice = useThemeChoice();
  const isReduced = usePrefersReducedMotion();
  const plain = (
    <img
      src={image.src}
      alt={alt}
      width={image.width}
      height={image.height}
      loading={isFirst ? "eager" : "lazy"}
      fetchPriority={isFirst ? "high" : "auto"}
      decoding="async"
      className={className}
    />
  );
  // React runs the morph when a router navigation (a transition) unmounts
  // one end and mounts the other; nothing else about the cover animates.
  // With reduced motion the name is off, and no view transition starts.
  const img =
    morphId === undefined ? (
      plain
    ) : (
      <ViewTransition
        name={coverTransitionName(morphId)}
        share={isReduced ? "none" : "cover-morph"}
        default="none"
      >
        {plain}
      </ViewTransition>
    );
  if (!image.darkSrc) return img;
  const darkMedia =
    choice === "dark" ? "all" : choice === "light" ? "not all" : DARK_QUERY;
  return (
    <picture className={styles.picture}>
      <source srcSet={image.darkSrc} media={darkMedia} />
      {img}
    </picture>
  );
}
