import type { ComponentProps } from "react";
import { PageLink } from "~/components/PageLink/PageLink";

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
      <PageLink to={href} {...props}>
        {children}
      </PageLink>
    );
  }
  return (
    <a href={href} {...props}>
      {children}
    </a>
  );
}
