import { backupLeads } from "../server/leads/host/backup";

/**
 * `npm run leads:backup -- <file>`: a consistent snapshot of the lead
 * service's SQLite file, safe while the service runs
 * (server/leads/host/backup.ts). One line either way; exit 1 on failure.
 */
const result = backupLeads({
  args: process.argv.slice(2),
  env: process.env,
  // npm runs scripts in the project's folder; the file is named relative
  // to the folder the command was typed in.
  cwd: process.env.INIT_CWD ?? process.cwd(),
});
if (result.ok) {
  console.log(result.message);
} else {
  console.error(result.message);
  process.exitCode = 1;
}
