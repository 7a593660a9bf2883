import type { Config } from "@react-router/dev/config";
import { caseStudies } from "./app/content/caseStudies";
import { prerenderPaths } from "./app/lib/routePaths";
import { loadArticles } from "./scripts/insights/articles";

export default {
  ssr: false,
  // Route modules stay whole: split client loaders would add requests, not
  // save any.
  splitRouteModules: false,
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
