import { NotFoundPanel } from "~/components/NotFoundPanel/NotFoundPanel";
import { insights } from "~/content/insights";
import { articlePath, INSIGHTS_PATH } from "~/lib/insightPaths";
import { useWords } from "~/hooks/useCopy";

/** Shown inside the layout for a slug that names no article. */
export function ArticleNotFound() {
  const { insightsCopy } = useWords();
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
