import { initial } from "./0001-initial";
import { phone } from "./0010-phone";

/**
 * Every schema version, in order. A new version is a new file appended here;
 * shipped versions never change. Each runs once, in one transaction with the
 * row that records it.
 */
export const migrations: readonly { version: number; statements: string[] }[] =
  [
    { version: 1, statements: initial },
    { version: 10, statements: phone },
  ];
