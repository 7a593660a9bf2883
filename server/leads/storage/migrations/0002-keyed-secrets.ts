/**
 * Version 2: a secret for keyed hashes, kept in the database when
 * LEADS_SECRET is not set. Version 1 stored each client address as an
 * unkeyed SHA-256, which anyone can reverse for IPv4 by trying every
 * address: those are wiped (they served only the last day's counts).
 * Sessions are now keyed with the secret and the password, so the old ones
 * end; failed sign-ins are counted in memory, not one row per try.
 */
export const keyedSecrets = [
  `CREATE TABLE settings (
    name TEXT PRIMARY KEY,
    value TEXT NOT NULL
  )`,
  `UPDATE leads SET client_hash = ''`,
  `DELETE FROM studio_sessions`,
  `DROP TABLE sign_in_attempts`,
];
