import nodemailer from "nodemailer";
import type { MailTransport } from "./senders";

/** An SMTP transport from `smtp://user:pass@host:port` or `smtps://…`. */
export function smtpTransport(url: string): MailTransport & {
  close(): void;
  verify(): Promise<unknown>;
} {
  return nodemailer.createTransport({
    url,
    pool: true,
    maxConnections: 5,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
}
