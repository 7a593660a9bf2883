import { createHash } from "node:crypto";
import { expect, it } from "vitest";
import { migrations } from "./migrations/index";

/**
 * What each shipped version runs, as a digest of its statements: a
 * database already at a version never runs it again, so a change to a
 * shipped version (or to what several build their statements from) would
 * leave old and new databases apart. A new version adds a line here.
 */
const shipped: [number, string][] = [
  [1, "7a2ecd78a16dc387247df216a5848aa086cd32ece2cb08b2c72a80a007cc7167"],
  [2, "da69e3b1d76f022489f548f78424ff126476ca5d2cb89d0e38360b8aa1765bef"],
  [3, "75a8dfa74672a6f10fe0dffda8444a444550086dad8939bb5bd81bd68804b73f"],
  [10, "87648a2c55191a6b7ce3e4290e755ba605cbd04250601e2102c3b404beb5fcea"],
  [11, "62254d1e57d883187a1b32205ace18c939d9fc9dc4cb22ff3625cb34333b208e"],
  [12, "73211d5d358c27535935dc0b497964925f0bcf3e8c25d27941b4a56e58afeb40"],
  [13, "d58c7b39db9ca530038956351a514a1e9ae8c81fa2500e0156b83ba571fbf350"],
  [20, "b3d4efa823722f430def1a7169f3497e15e234970896e6fabaea8b952540ec7b"],
  [30, "4c30104a7c3a1f1e7aa2dce7a00839136a67ae9a973441fba7e270c7a9bd8c0e"],
  [31, "8b5c2efab1920af385bf9a10e56336698c753a836371cfeb6397d7f4027f5ec9"],
  [32, "572bfb8a4a5b5e69bcdd98bed13c2e296f42c53a3b03169b29b17d1090cf5dde"],
];

it("runs, for every shipped version, exactly the statements it shipped with", () => {
  expect(
    migrations.map(({ version, statements }) => [
      version,
      createHash("sha256").update(statements.join("\n;\n")).digest("hex"),
    ]),
  ).toEqual(shipped);
});
