import { createServer } from "node:http";
import { HTTP_SERVER_OPTIONS } from "./httpDeadlines";
import { startLeadsNode } from "./node";

/**
 * The lead service alone, without the site: for a machine that serves the
 * pages elsewhere, and for the tests that kill it mid-send. Prints
 * `listening on <port>` once it answers.
 */
const leads = await startLeadsNode({});
if (!leads) {
  console.error("Set LEADS_DATABASE_URL to run the lead service.");
  process.exit(1);
}
const server = createServer(HTTP_SERVER_OPTIONS, (req, res) => {
  if (leads.handle(req, res)) return;
  res.statusCode = 404;
  res.end("Not found");
});
server.listen(
  Number(process.env.PORT ?? 0),
  process.env.HOST ?? "127.0.0.1",
  () => {
    const address = server.address();
    console.log(
      `listening on ${typeof address === "object" && address ? address.port : ""}`,
    );
  },
);
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () =>
    server.close(() => void leads.close().finally(() => process.exit(0))),
  );
}
