import { initial } from "./0001-initial";
import { keyedSecrets } from "./0002-keyed-secrets";
import { notices } from "./0003-notices";
import { phone } from "./0010-phone";
import { inbox } from "./0011-inbox";
import { ack } from "./0012-ack";
import { attribution } from "./0013-attribution";
import { vitals } from "./0020-vitals";
import { outboxEnquiry } from "./0030-outbox-enquiry";
import { protections } from "./0031-protections";
import { lang } from "./0032-lang";

/**
 * Every schema version, in order. A new version is a new file appended here;
 * shipped versions never change. Each runs once, in one transaction with the
 * row that records it.
 */
export const migrations: readonly { version: number; statements: string[] }[] =
  [
    { version: 1, statements: initial },
    { version: 2, statements: keyedSecrets },
    { version: 3, statements: notices },
    { version: 10, statements: phone },
    { version: 11, statements: inbox },
    { version: 12, statements: ack },
    { version: 13, statements: attribution },
    { version: 20, statements: vitals },
    { version: 30, statements: outboxEnquiry },
    { version: 31, statements: protections },
    { version: 32, statements: lang },
  ];
