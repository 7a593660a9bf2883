import { readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { startLeadsNode } from "../server/leads/host/node";
import { parseHeadersFile } from "./headers";
import { buildProblem, parsePort } from "./server/checkBuild";
import { listen, stopOnSignals } from "./server/listen";
import { createSiteServer } from "./server/siteServer";
import { nodeProblem } from "./nodeVersion.js";

/**
 * Serves the production build: `npm start` runs this (compiled by the build
 * into `<build>/server/serve.js`), the end-to-end tests run it from source.
 * Every failure to start is one line on stderr and exit code 1.
 */
function exitWith(problem: string): never {
  console.error(problem);
  process.exit(1);
}

const nodeTooOld = nodeProblem();
if (nodeTooOld) exitWith(nodeTooOld);

const clientDir = resolve(process.env.BUILD_DIR ?? "build", "client");
const host = process.env.HOST ?? "127.0.0.1";
const parsed = parsePort(process.env.PORT);
if ("problem" in parsed) exitWith(parsed.problem);

const problem = buildProblem(clientDir);
if (problem) exitWith(problem);

const headers = parseHeadersFile(
  readFileSync(join(clientDir, "_headers"), "utf8"),
);
// With LEADS_DATABASE_URL set, the lead service answers /api/* and /studio*
// and serves the pages marked so the contact form posts to it.
const leads = await startLeadsNode({ clientDir, pageHeaders: headers });

const server = createSiteServer({
  clientDir,
  headers,
  appHandler: leads ? (req, res) => leads.handle(req, res) : undefined,
  isBehindTls: process.env.BEHIND_HTTPS === "1",
});

const listenProblem = await listen(server, parsed.port, host);
if (listenProblem) exitWith(listenProblem);

const address = server.address();
const port =
  typeof address === "object" && address ? address.port : parsed.port;
console.log(
  `Serving ${relative(process.cwd(), clientDir) || "."} at http://${host}:${port}`,
);
stopOnSignals(server, () => leads?.close());
