import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { placeholderFields } from "../app/content/site";
import {
  collectScriptHashes,
  connectOrigins,
  contentSecurityPolicy,
  headersFile,
  securityHeaders,
} from "./headers";
import { precompress } from "./precompress";

const clientDir = join(
  import.meta.dirname,
  "..",
  process.env.BUILD_DIR ?? "build",
  "client",
);

const placeholders = placeholderFields
  .filter(([, isPlaceholder]) => isPlaceholder)
  .map(([name]) => name);
if (placeholders.length > 0) {
  console.warn(
    `\n⚠ Site config still has placeholder ${placeholders.join(", ")}: edit app/content/site.ts before you launch.\n`,
  );
}

const csp = contentSecurityPolicy(
  collectScriptHashes(clientDir),
  connectOrigins(),
);
writeFileSync(join(clientDir, "_headers"), headersFile(securityHeaders(csp)));

const compressed = precompress(clientDir);
console.log(`postbuild: _headers written, ${compressed} files precompressed`);
