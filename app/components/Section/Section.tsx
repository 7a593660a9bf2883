import type { ReactNode } from "react";
import { Container } from "~/components/Container/Container";
import { type SectionId, sectionHeadingId } from "~/content/sectionIds";
import { SectionHeader } from "./SectionHeader";
import styles from "./Section.module.css";

/** The copy a section opens with; content intros fit it as they are. */
export type SectionIntro = {
  eyebrow?: string;
  heading: string;
  lead?: string;
};

type SectionProps = {
  id: SectionId;
  /**
   * The header, rendered first. Leave it out to place a `SectionHeader` with
   * `sectionHeadingId(id)` yourself, as About does inside its first column.
   */
  intro?: SectionIntro;
  /**
   * `alt` sets the section on the alternate surface colour, `inverse` on
   * the dark band (the same in both themes).
   */
  surface?: "default" | "alt" | "inverse";
  /** The container's own class and layout, for a section laid out in it. */
  className?: string;
  layout?: "columns";
  children: ReactNode;
};

/**
 * A home page section: an anchor named by its heading, padded, with its
 * content in the page container.
 */
export function Section({
  id,
  intro,
  surface = "default",
  className,
  layout,
  children,
}: SectionProps) {
  const headingId = sectionHeadingId(id);
  return (
    <section
      id={id}
      className={[styles.section, surface !== "default" && styles[surface]]
        .filter(Boolean)
        .join(" ")}
      data-surface={surface}
      aria-labelledby={headingId}
    >
      <Container className={className} data-layout={layout}>
        {intro && (
          <SectionHeader
            id={headingId}
            eyebrow={intro.eyebrow}
            heading={intro.heading}
            lead={intro.lead}
          />
        )}
        {children}
      </Container>
    </section>
  );
}
