import type { ReactNode } from "react";
import { Link } from "react-router";
import { useLocalePath } from "~/hooks/useCopy";
import type { AnswerLink } from "./engine/types";

type AnswerLinkViewProps = {
  link: AnswerLink;
  className?: string;
  children: ReactNode;
};

/**
 * A link an answer or FAQ entry points to. A legal text (`#terms`) is a
 * plain anchor, which opens its dialog in place; pages and home sections go
 * through the router, and work as plain links before the code runs.
 */
export function AnswerLinkView({
  link,
  className,
  children,
}: AnswerLinkViewProps) {
  const localePath = useLocalePath();
  if (link.to.startsWith("#")) {
    return (
      <a href={link.to} className={className}>
        {children}
      </a>
    );
  }
  return (
    <Link to={localePath(link.to)} state={link.state} className={className}>
      {children}
    </Link>
  );
}
