/**
 * Version 3: notices for the studio, shown as banners in the inbox until
 * cleared (the site-wide ceiling was reached, sign-in was paused, …).
 */
export const notices = [
  `CREATE TABLE notices (
    kind TEXT PRIMARY KEY,
    message TEXT NOT NULL,
    raised_at INTEGER NOT NULL
  )`,
];
