import type { Illustration } from "~/content/types";

type CaseStudyImageProps = {
  image: Illustration;
  /** The page's first visual loads at once; the rest wait until scrolled to. */
  isFirst?: boolean;
  /** Decorative copies (a card's cover beside its title) pass an empty alt. */
  alt?: string;
  className?: string;
};

export function CaseStudyImage({
  image,
  isFirst = false,
  alt = image.alt,
  className,
}: CaseStudyImageProps) {
  return (
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
}
