import type { ComponentProps, ReactNode } from "react";
import { Section, type SectionIntro } from "~/components/Section/Section";
import type { SectionId } from "~/content/sectionIds";
import styles from "./SplitSection.module.css";

type SplitSectionProps = {
  id: SectionId;
  intro: SectionIntro;
  surface?: ComponentProps<typeof Section>["surface"];
  /** The side the main part takes on wide screens (three fifths of it). */
  mainSide: "start" | "end";
  /** What the section is for (a form, a chat): one element. */
  main: ReactNode;
  /** What sits under the heading on wide screens: one element. */
  side: ReactNode;
  /** The section's own styles for its columns' content. */
  className?: string;
};

/**
 * A home section in two columns on wide screens: the heading over the side
 * part in one, the main part beside both in the other, so it starts at the
 * top. On narrow screens: the heading, the main part, the side part.
 */
export function SplitSection({
  id,
  intro,
  surface,
  mainSide,
  main,
  side,
  className,
}: SplitSectionProps) {
  return (
    <Section
      id={id}
      intro={intro}
      surface={surface}
      layout="columns"
      className={[
        styles.split,
        mainSide === "start" ? styles.mainStart : styles.mainEnd,
        className,
      ]
        .filter(Boolean)
        .join(" ")}
    >
      {main}
      {side}
    </Section>
  );
}
