import type { RefObject } from "react";
import { ButtonLink } from "~/components/Button/Button";
import type { NavLink } from "~/content/types";
import { sectionIds } from "~/content/sectionIds";
import { useIsBetween } from "~/hooks/useIsBetween";
import styles from "./StickyCta.module.css";

type StickyCtaProps = {
  /** "Start a project": the hero's first call to action. */
  cta: NavLink;
  /** The hero's own calls to action: the dock shows once they are gone. */
  after: RefObject<Element | null>;
};

/**
 * On phones, "Start a project" docked at the bottom of the screen from the
 * moment the hero's own scrolls away until the contact section comes into
 * view (the form, the FAQ and the assistant all come after it). Hidden
 * while a text field has focus, so never over what the visitor types, nor
 * over the on-screen keyboard. Fixed, so appearing moves nothing.
 */
export function StickyCta({ cta, after }: StickyCtaProps) {
  const isShown = useIsBetween(after, sectionIds.contact);
  return (
    <div
      className={styles.dock}
      data-dock=""
      data-state={isShown ? "shown" : "hidden"}
    >
      <ButtonLink to={cta.to} className={styles.link}>
        {cta.label}
        <span aria-hidden="true">↓</span>
      </ButtonLink>
    </div>
  );
}
