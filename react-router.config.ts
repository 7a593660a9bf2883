import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/content/routePaths";

export default {
  ssr: false,
  // BUILD_DIR lets parallel checkouts or test runs keep separate builds.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  async prerender() {
    return prerenderPaths();
  },
} satisfies Config;
