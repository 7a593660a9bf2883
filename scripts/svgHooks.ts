/**
 * Node module hooks that let build scripts import the site's content modules:
 * an imported `.svg` becomes its file path (where Vite would give a hashed
 * URL), so a script can read the illustration itself.
 */
import { fileURLToPath } from "node:url";

type LoadResult = { format: string; source: string; shortCircuit: boolean };
type NextLoad = (url: string, context: unknown) => Promise<LoadResult>;

export async function load(
  url: string,
  context: unknown,
  nextLoad: NextLoad,
): Promise<LoadResult> {
  if (url.endsWith(".svg")) {
    return {
      format: "module",
      source: `export default ${JSON.stringify(fileURLToPath(url))};`,
      shortCircuit: true,
    };
  }
  return nextLoad(url, context);
}
