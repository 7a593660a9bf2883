/**
 * The notify room: telling the studio (e-mail, webhooks) and the visitor
 * (the acknowledgement), through the outbox that retries until each is
 * sent. Other rooms import it through this module only.
 */
export { smtpTransport } from "./mailer";
export { createOutbox, type Outbox } from "./outbox";
export {
  configuredSenders,
  digestSender,
  type MailTransport,
  type Senders,
} from "./senders";
export { mailboxOf } from "./ack";
