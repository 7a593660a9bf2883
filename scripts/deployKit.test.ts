import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { readConfig } from "../server/leads/core/config";
import { databaseFile } from "../server/leads/host/service";
import { NODE_MAJOR } from "./nodeVersion.js";

/*
 * The deployment kit in deploy/: read as systemd and a container engine
 * read them. (The machine this was written on had no systemd as PID 1 and
 * no container engine with registry access; `systemd-analyze verify`
 * passed the units without a warning.)
 */

const root = join(import.meta.dirname, "..");
const read = (path: string) => readFileSync(join(root, path), "utf8");

/** A unit file's settings: every value of each key, in order. */
function unit(path: string) {
  const settings = new Map<string, string[]>();
  for (const line of read(path).split("\n")) {
    const match = /^([A-Za-z]+)=(.*)$/.exec(line.trim());
    if (!match) continue;
    const [, key = "", value = ""] = match;
    settings.set(key, [...(settings.get(key) ?? []), value]);
  }
  return {
    get: (key: string) => settings.get(key)?.at(-1),
    all: (key: string) => settings.get(key) ?? [],
  };
}

/** An environment file as systemd and podman read it. */
function envFile(path: string) {
  const env: Record<string, string> = {};
  for (const line of read(path).split("\n")) {
    const match = /^([A-Z_]+)=(.*)$/.exec(line);
    if (match) env[match[1] ?? ""] = match[2] ?? "";
  }
  return env;
}

const service = unit("deploy/studio-site.service");
const example = envFile("deploy/studio-site.env.example");

describe("the systemd unit", () => {
  it("restarts the service after a failure, with the settings from the environment file", () => {
    expect(service.get("Restart")).toBe("on-failure");
    expect(service.get("EnvironmentFile")).toBe("/etc/studio-site.env");
    expect(service.get("ExecStart")).toMatch(/\/npm start$/);
    // A setting the service refuses does not restart it forever.
    expect(Number(service.get("StartLimitBurst"))).toBeGreaterThan(0);
  });

  it("runs as its own user, never root, with no capabilities", () => {
    expect(service.get("User")).toBe("studio");
    expect(service.get("CapabilityBoundingSet")).toBe("");
    expect(service.get("NoNewPrivileges")).toBe("true");
  });

  it("lets SQLite write its database, WAL and shared-memory files under the read-only system", () => {
    expect(service.get("ProtectSystem")).toBe("strict");
    const state = `/var/lib/${service.get("StateDirectory") ?? ""}`;
    const file = databaseFile(example.LEADS_DATABASE_URL ?? "") ?? "";
    // The folder, not only the file: leads.db-wal and leads.db-shm are
    // created beside it.
    expect(dirname(file)).toBe(state);
    // Node's JIT needs writable executable memory.
    expect(service.get("MemoryDenyWriteExecute")).toBeUndefined();
  });

  it("keeps the checkout writable, so npm start can rebuild after an update", () => {
    expect(service.all("ReadWritePaths")).toContain(
      service.get("WorkingDirectory"),
    );
  });

  it("comes with an example environment file the service accepts as it is", () => {
    const config = readConfig(example);
    expect(config?.databaseUrl).toBe("file:/var/lib/studio-site/leads.db");
    expect(config?.studioPassword).toBeDefined();
    expect(config?.trustProxy).toBe(true);
    expect(example.HOST).toBe("127.0.0.1");
  });

  it("has a daily backup beside it, as the same user, into the state folder", () => {
    const backup = unit("deploy/studio-site-backup.service");
    expect(backup.get("User")).toBe(service.get("User"));
    expect(backup.get("EnvironmentFile")).toBe(service.get("EnvironmentFile"));
    expect(backup.get("ExecStart")).toContain("npm run --silent leads:backup");
    // Starting it must not loosen the folder the service keeps private.
    expect(backup.get("StateDirectoryMode")).toBe(
      service.get("StateDirectoryMode"),
    );
    expect(unit("deploy/studio-site-backup.timer").get("OnCalendar")).toBe(
      "daily",
    );
  });
});

describe("the container file", () => {
  const containerfile = read("deploy/Containerfile");

  it("builds on the site's Node release line", () => {
    expect(containerfile).toMatch(
      new RegExp(`^FROM docker\\.io/library/node:${NODE_MAJOR}-`, "m"),
    );
  });

  it("installs from the lockfile, builds, and runs what npm start runs", () => {
    expect(containerfile).toMatch(/^RUN npm ci\b/m);
    expect(containerfile).toMatch(/^RUN npm run build$/m);
    const pkg = JSON.parse(read("package.json")) as {
      scripts: Record<string, string>;
    };
    // npm start is scripts/start.js, on Node 24 (the image's own: no fetch).
    expect(pkg.scripts.start).toBe(
      "exec sh scripts/node24.sh node scripts/start.js",
    );
    expect(containerfile).toMatch(/^FROM \S*node:24\b/m);
    expect(containerfile).toMatch(/^CMD \["node", "scripts\/start\.js"\]$/m);
    expect(containerfile).toMatch(/^USER node$/m);
  });

  it("keeps the database on a volume, the whole folder", () => {
    const url = /LEADS_DATABASE_URL=(\S+)/.exec(containerfile)?.[1] ?? "";
    const volume = /^VOLUME (\S+)$/m.exec(containerfile)?.[1];
    expect(dirname(databaseFile(url) ?? "")).toBe(volume);
  });

  it("never copies a database or installed packages into the image", () => {
    const ignored = read(".dockerignore").split("\n");
    for (const entry of ["data", "node_modules", "build", "*.db", "*.db-wal"]) {
      expect(ignored).toContain(entry);
    }
  });
});
