import Database from "libsql";
import {
  DatabaseUnavailable,
  type ResultSet,
  type Row,
  type SqlValue,
  type Statement,
} from "./db";

/*
 * The service's SQLite file: one connection, set up the same way every time
 * it is opened (also after a failure), so every statement the service runs
 * has the busy timeout, foreign keys, full sync and secure delete.
 *
 * SQLite calls are synchronous: while the connection waits for a lock, the
 * whole process waits, pages included. So the connection's own busy timeout
 * is short (BUSY_TIMEOUT_MS), and the waiting for a lock held by another
 * process (a sqlite3 shell, a backup, a second instance) happens here,
 * between tries, without blocking: up to WAIT_MS, then DatabaseUnavailable
 * (503: the form keeps the enquiry and sends it again). Writes queue one
 * behind the other, so one waiting write does not set the others racing for
 * the lock. Any other failure closes the connection; the next statement
 * opens a fresh one, so the service recovers without a restart.
 */

export const BUSY_TIMEOUT_MS = 50;
export const WAIT_MS = 5_000;
const FIRST_PAUSE_MS = 10;
const LONGEST_PAUSE_MS = 200;

type Connection = InstanceType<typeof Database>;

/** SQLite's answer when another connection holds the lock. */
const isBusy = (error: unknown) =>
  /^SQLITE_(BUSY|LOCKED)/.test(String((error as { code?: unknown }).code));

/**
 * Errors about the statement, not the connection (a constraint, bad SQL):
 * the connection is fine, and trying again would fail the same way.
 */
const isStatementError = (error: unknown) =>
  /^SQLITE_(CONSTRAINT|ERROR|MISMATCH|RANGE|TOOBIG|AUTH)/.test(
    String((error as { code?: unknown }).code),
  );

const isRead = (sql: string) => /^\s*SELECT\b/i.test(sql);

function run(db: Connection, statement: Statement | string): ResultSet {
  const { sql, args = [] } =
    typeof statement === "string" ? { sql: statement } : statement;
  const prepared = db.prepare(sql);
  if (!prepared.reader) {
    const info = prepared.run(args) as { changes: number };
    return { rows: [], rowsAffected: info.changes };
  }
  const columns = (prepared.columns() as { name: string }[]).map(
    (column) => column.name,
  );
  const rows = (prepared.raw(true).all(args) as SqlValue[][]).map((values) => {
    const row: Row = {};
    columns.forEach((name, index) => {
      row[name] = values[index];
    });
    return row;
  });
  return { rows, rowsAffected: 0 };
}

export type SqliteFile = ReturnType<typeof openSqliteFile>;

type GroupJob = {
  statements: (Statement | string)[];
  deadline: number;
  resolve: (results: ResultSet[]) => void;
  reject: (error: unknown) => void;
};

export function openSqliteFile(
  path: string,
  {
    busyTimeoutMs = BUSY_TIMEOUT_MS,
    waitMs = WAIT_MS,
  }: { busyTimeoutMs?: number; waitMs?: number } = {},
) {
  let connection: Connection | undefined;
  let isClosed = false;
  let writes: Promise<unknown> = Promise.resolve();

  function open(): Connection {
    const db = new Database(path, { timeout: busyTimeoutMs });
    try {
      // WAL lets readers (the inbox) work beside a writer; FULL syncs the
      // file at every commit, so "stored" survives a power cut; deleted
      // text is overwritten, not left in free pages.
      db.exec("PRAGMA journal_mode = WAL");
      db.exec("PRAGMA synchronous = FULL");
      db.exec("PRAGMA foreign_keys = ON");
      db.exec("PRAGMA secure_delete = ON");
    } catch (error) {
      db.close();
      throw error;
    }
    return db;
  }

  function drop() {
    try {
      connection?.close();
    } catch {
      // Already unusable: a fresh one is opened next time.
    }
    connection = undefined;
  }

  /**
   * Runs `work` on the connection: while the database is locked, tries
   * again after a pause; after any other failure of the connection, once
   * more on a fresh one.
   */
  async function attempt<T>(
    work: (db: Connection) => T,
    deadline: number,
  ): Promise<T> {
    let pause = FIRST_PAUSE_MS;
    let isFresh = false;
    for (;;) {
      if (isClosed) throw new DatabaseUnavailable("the database is closed");
      let db: Connection | undefined;
      try {
        db = connection ??= open();
        return work(db);
      } catch (error) {
        if (db?.inTransaction) {
          try {
            db.exec("ROLLBACK");
          } catch {
            drop();
          }
        }
        if (isBusy(error)) {
          if (Date.now() + pause > deadline) {
            throw new DatabaseUnavailable(
              `still locked by another connection after ${waitMs / 1000} s`,
            );
          }
          await new Promise((resolve) => setTimeout(resolve, pause));
          pause = Math.min(pause * 2, LONGEST_PAUSE_MS);
          continue;
        }
        if (isStatementError(error)) throw error;
        drop();
        if (isFresh) throw error;
        isFresh = true;
      }
    }
  }

  /**
   * Writes run one at a time, in the order they came. The wait counts from
   * the call: a write queued behind others that waited gives up on time.
   */
  function serialised<T>(work: () => Promise<T>): Promise<T> {
    // A write queued after the open group keeps its place: later batches
    // start a new group rather than overtake it.
    group = undefined;
    const result = writes.then(work, work);
    writes = result.catch(() => {});
    return result;
  }

  /** Batches waiting for the next commit, while it has not started. */
  let group: GroupJob[] | undefined;

  /**
   * Commits a group of batches in one transaction, one sync to disk for
   * all: under a flood of enquiries the process syncs once per turn of
   * the event loop, not once per enquiry, so pages wait for one sync at
   * most. Each batch runs in a savepoint: a batch whose statement fails is
   * undone alone and gets the error; the others commit. Each is answered
   * only after the commit, so "stored" still means on disk.
   */
  async function commitGroup(jobs: GroupJob[]) {
    const deadline = Math.min(...jobs.map((job) => job.deadline));
    let outcomes: ({ results: ResultSet[] } | { error: unknown })[];
    try {
      outcomes = await attempt((db) => {
        db.exec("BEGIN IMMEDIATE");
        const done = jobs.map((job) => {
          db.exec("SAVEPOINT batch");
          try {
            const results = job.statements.map((statement) =>
              run(db, statement),
            );
            db.exec("RELEASE batch");
            return { results };
          } catch (error) {
            if (!isStatementError(error)) throw error;
            db.exec("ROLLBACK TO batch");
            db.exec("RELEASE batch");
            return { error };
          }
        });
        db.exec("COMMIT");
        return done;
      }, deadline);
    } catch (error) {
      for (const job of jobs) job.reject(error);
      return;
    }
    outcomes.forEach((outcome, index) => {
      const job = jobs[index];
      if (!job) return;
      if ("results" in outcome) job.resolve(outcome.results);
      else job.reject(outcome.error);
    });
  }

  return {
    execute(statement: Statement | string): Promise<ResultSet> {
      const sql = typeof statement === "string" ? statement : statement.sql;
      const deadline = Date.now() + waitMs;
      const work = () => attempt((db) => run(db, statement), deadline);
      return isRead(sql) ? work() : serialised(work);
    },

    /**
     * Several statements in one transaction, taking the write lock first.
     * Batches that arrive together share one commit (one sync to disk),
     * each in a savepoint of its own: see commitGroup.
     */
    batch(
      statements: (Statement | string)[],
      mode: "write" = "write",
    ): Promise<ResultSet[]> {
      void mode;
      const deadline = Date.now() + waitMs;
      return new Promise((resolve, reject) => {
        const job: GroupJob = { statements, deadline, resolve, reject };
        if (group) {
          group.push(job);
          return;
        }
        const jobs: GroupJob[] = [job];
        void serialised(async () => {
          // Whatever reached the service in this turn of the event loop
          // joins the commit.
          await new Promise((next) => setImmediate(next));
          if (group === jobs) group = undefined;
          await commitGroup(jobs);
        });
        group = jobs;
      });
    },

    /**
     * Copies the write-ahead log into the database file and empties it, so
     * text deleted with secure_delete is gone from every file. Waits for
     * readers like any write; false when it could not finish in time.
     */
    checkpoint(): Promise<boolean> {
      const deadline = Date.now() + waitMs;
      return serialised(async () => {
        for (;;) {
          const result = await attempt(
            (db) => run(db, "PRAGMA wal_checkpoint(TRUNCATE)"),
            deadline,
          );
          if (Number(result.rows[0]?.busy ?? 1) === 0) return true;
          if (Date.now() > deadline) return false;
          await new Promise((resolve) => setTimeout(resolve, FIRST_PAUSE_MS));
        }
      });
    },

    close() {
      isClosed = true;
      drop();
    },
  };
}
