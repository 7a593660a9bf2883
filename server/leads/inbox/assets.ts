import { hashedAsset, once, readRepoFile } from "../core/assets";

/**
 * The studio's pages' own files, served with their hash in the name
 * (core/assets.ts): their stylesheet, after the base one, and their one
 * script.
 */
export const inboxStylesheet = once(() =>
  hashedAsset(
    "inbox",
    "css",
    ["shell.css", "list.css", "detail.css"]
      .map((file) => readRepoFile(["server", "leads", "inbox", "styles", file]))
      .join("\n"),
  ),
);

export const inboxScript = once(() =>
  hashedAsset(
    "enhance",
    "js",
    readRepoFile(["server", "leads", "inbox", "enhance.js"]),
  ),
);
