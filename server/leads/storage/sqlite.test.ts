import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { tempDir } from "../../../test/server/testing";
import { openSqliteFile, type SqliteFile } from "./sqlite";

/*
 * Batches that arrive together share one commit, each in a savepoint of its
 * own: against a real SQLite file, every batch answered is on disk (a
 * second connection reads it), a failing batch is undone alone, and a
 * write keeps its place in the order.
 */

let temp: ReturnType<typeof tempDir>;
let db: SqliteFile;
let path: string;

beforeEach(async () => {
  temp = tempDir();
  path = join(temp.dir, "leads.db");
  db = openSqliteFile(path);
  await db.execute("CREATE TABLE t (n INTEGER PRIMARY KEY, v TEXT NOT NULL)");
});

afterEach(() => {
  db.close();
  temp.remove();
});

async function onDisk() {
  const other = openSqliteFile(path);
  try {
    const result = await other.execute("SELECT n, v FROM t ORDER BY n");
    return result.rows.map((row) => [Number(row.n), String(row.v)]);
  } finally {
    other.close();
  }
}

describe("batches sent together", () => {
  it("are each answered with their own results, and all on disk once answered", async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        db.batch([
          { sql: "INSERT INTO t (n, v) VALUES (?, ?)", args: [n, `row ${n}`] },
          { sql: "SELECT count(*) AS c FROM t WHERE n = ?", args: [n] },
        ]),
      ),
    );
    expect(answers.map((results) => Number(results[1]?.rows[0]?.c))).toEqual(
      Array.from({ length: 20 }, () => 1),
    );
    expect(await onDisk()).toHaveLength(20);
  });

  it("undo only the batch whose statement fails, which gets the error", async () => {
    const first = db.batch([
      { sql: "INSERT INTO t (n, v) VALUES (1, 'kept')" },
    ]);
    const failing = db.batch([
      { sql: "INSERT INTO t (n, v) VALUES (2, 'undone')" },
      { sql: "INSERT INTO t (n, v) VALUES (1, 'duplicate')" },
    ]);
    const last = db.batch([{ sql: "INSERT INTO t (n, v) VALUES (3, 'kept')" }]);
    await expect(failing).rejects.toThrow(/UNIQUE/);
    await Promise.all([first, last]);
    expect(await onDisk()).toEqual([
      [1, "kept"],
      [3, "kept"],
    ]);
  });

  it("never overtake a write sent before them", async () => {
    const before = db.batch([{ sql: "INSERT INTO t (n, v) VALUES (1, 'a')" }]);
    const write = db.execute("UPDATE t SET v = 'b' WHERE n = 1");
    const after = db.batch([{ sql: "UPDATE t SET v = v || 'c' WHERE n = 1" }]);
    await Promise.all([before, write, after]);
    expect(await onDisk()).toEqual([[1, "bc"]]);
  });
});
