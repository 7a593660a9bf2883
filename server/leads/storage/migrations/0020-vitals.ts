/**
 * Version 20: real visitors' speed (server/leads/speed/vitals.ts). Beacons wait in
 * `vitals_pending` (a bin per metric, no value, no address, no visitor id)
 * until the next roll-up folds them into `vitals_daily`: one count per day,
 * page template, device class, connection, kind of navigation, metric and
 * fixed bin, so storage grows with days, not with traffic. `vitals_seen`
 * holds the ids of the last beacons in a fixed number of slots, so a beacon
 * sent again is ignored, also after its roll-up.
 */
export const vitals = [
  `CREATE TABLE vitals_pending (
    id TEXT PRIMARY KEY,
    day TEXT NOT NULL,
    template TEXT NOT NULL,
    device TEXT NOT NULL,
    connection TEXT NOT NULL,
    navigation TEXT NOT NULL,
    lcp INTEGER,
    inp INTEGER,
    cls INTEGER,
    fcp INTEGER,
    ttfb INTEGER,
    received_at INTEGER NOT NULL
  ) WITHOUT ROWID`,
  `CREATE INDEX vitals_pending_received ON vitals_pending (received_at)`,
  `CREATE TABLE vitals_daily (
    day TEXT NOT NULL,
    template TEXT NOT NULL,
    device TEXT NOT NULL,
    connection TEXT NOT NULL,
    navigation TEXT NOT NULL,
    metric TEXT NOT NULL,
    bin INTEGER NOT NULL,
    views INTEGER NOT NULL,
    PRIMARY KEY (day, template, device, connection, navigation, metric, bin)
  ) WITHOUT ROWID`,
  `CREATE TABLE vitals_seen (
    slot INTEGER PRIMARY KEY,
    id TEXT NOT NULL
  )`,
];
