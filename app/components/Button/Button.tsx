import type { ComponentProps } from "react";
import { Link } from "react-router";
import { useLocalePath } from "~/hooks/useCopy";
import styles from "./Button.module.css";

/** `inverse`: a light button on the brand-coloured surface. */
export type ButtonVariant = "primary" | "secondary" | "ghost" | "inverse";

type ButtonProps = ComponentProps<"button"> & { variant?: ButtonVariant };

export function Button({
  variant = "primary",
  className,
  type = "button",
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      data-variant={variant}
      className={[styles.button, className].filter(Boolean).join(" ")}
      {...props}
    />
  );
}

type ButtonLinkProps = ComponentProps<typeof Link> & {
  variant?: ButtonVariant;
};

/**
 * A link that looks like a button: navigation stays a link. A path leads
 * to the page in the current page's language.
 */
export function ButtonLink({
  variant = "primary",
  className,
  to,
  ...props
}: ButtonLinkProps) {
  const localePath = useLocalePath();
  return (
    <Link
      to={typeof to === "string" ? localePath(to) : to}
      data-variant={variant}
      className={[styles.button, className].filter(Boolean).join(" ")}
      {...props}
    />
  );
}
