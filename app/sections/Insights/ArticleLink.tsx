import type { ComponentProps } from "react";
import { Link } from "react-router";

/**
 * Links inside an article body: site paths navigate in the app, anything
 * else (an in-page hash, another site) is a plain link.
 */
export function ArticleLink({
  href = "",
  children,
  ...props
}: ComponentProps<"a">) {
  if (href.startsWith("/") && !href.startsWith("//")) {
    return (
      <Link to={href} prefetch="intent" {...props}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} {...props}>
      {children}
    </a>
  );
}
