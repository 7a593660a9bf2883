import type { LeadsConfig } from "../core/config";
import { type KeyedHash, randomToken, sha256Hex } from "../core/security";
import type { LeadsDb } from "../storage/db";
import { build, changed, firstOf } from "../storage/query";

/** How long a sign-in lasts. */
export const SESSION_MS = 12 * 60 * 60 * 1000;

/** A signed-in browser: its session's stored name and the token its pages post. */
export type Session = { csrf: string; tokenHash: string };

type SessionsOptions = {
  db: LeadsDb;
  config: LeadsConfig;
  /** Keyed with the service's secret. */
  hash: KeyedHash;
  now: () => number;
};

/** The studio's sessions, in `studio_sessions` (pruned with the outbox's clean-up). */
export function studioSessions({ db, config, hash, now }: SessionsOptions) {
  /**
   * A session's stored name: the token keyed with the service's secret and
   * the current password, so a new STUDIO_PASSWORD, or a cookie made by
   * another deploy (another secret), finds no session.
   */
  const sessionHash = async (token: string) =>
    hash(`session:${await sha256Hex(config.studioPassword ?? "")}:${token}`);

  return {
    /** The session a cookie's token names, while it lasts. */
    async find(token: string): Promise<Session | null> {
      const tokenHash = await sessionHash(token);
      const found = await firstOf(
        db,
        build
          .selectFrom("studio_sessions")
          .select("csrf_token")
          .where("token_hash", "=", tokenHash)
          .where("expires_at", ">", now()),
      );
      return found ? { csrf: found.csrf_token, tokenHash } : null;
    },

    /** Opens a session for SESSION_MS; its token, for the cookie. */
    async open(): Promise<string> {
      const token = randomToken();
      await changed(
        db,
        build.insertInto("studio_sessions").values({
          token_hash: await sessionHash(token),
          csrf_token: randomToken(),
          expires_at: now() + SESSION_MS,
        }),
      );
      return token;
    },

    async close(tokenHash: string) {
      await changed(
        db,
        build.deleteFrom("studio_sessions").where("token_hash", "=", tokenHash),
      );
    },
  };
}
