import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/content/routePaths";

export default {
  ssr: false,
  async prerender() {
    return prerenderPaths();
  },
} satisfies Config;
