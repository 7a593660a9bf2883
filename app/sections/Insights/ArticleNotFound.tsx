import { NotFoundPanel } from "~/components/NotFoundPanel/NotFoundPanel";
import { insights } from "~/content/insights";
import { insightsCopy } from "~/content/insightsCopy";
import { articlePath, INSIGHTS_PATH } from "~/lib/insightPaths";

/** Shown inside the layout for a slug that names no article. */
export function ArticleNotFound() {
  const copy = insightsCopy.notFound;
  return (
    <NotFoundPanel
      title={copy.title}
      body={copy.body}
      pages={insights.map((article) => ({
        to: articlePath(article.slug),
        label: article.title,
      }))}
      actions={[
        { to: INSIGHTS_PATH, label: copy.listLink },
        { to: "/", label: copy.homeLink },
      ]}
    />
  );
}
