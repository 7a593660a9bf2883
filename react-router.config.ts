import type { Config } from "@react-router/dev/config";
import { caseStudies } from "./app/content/caseStudies";
import { prerenderPaths } from "./app/content/routePaths";
import { loadArticles } from "./scripts/insights/articles";

export default {
  ssr: false,
  // BUILD_DIR lets parallel checkouts or test runs keep separate builds.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  async prerender() {
    // Stops the build, naming the file and field, on bad article frontmatter
    // (including a related case study that does not exist).
    const articles = loadArticles({
      caseStudyIds: caseStudies.map((study) => study.id),
    });
    return prerenderPaths(articles.map((article) => article.slug));
  },
} satisfies Config;
