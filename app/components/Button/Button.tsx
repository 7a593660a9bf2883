import type { ComponentProps } from "react";
import { Link } from "react-router";
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

/** A link that looks like a button: navigation stays a link. */
export function ButtonLink({
  variant = "primary",
  className,
  ...props
}: ButtonLinkProps) {
  return (
    <Link
      data-variant={variant}
      className={[styles.button, className].filter(Boolean).join(" ")}
      {...props}
    />
  );
}
