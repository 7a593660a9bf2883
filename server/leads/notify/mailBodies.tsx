/** @jsxImportSource hono/jsx */
import type { Child } from "hono/jsx";
import type { Lang } from "../../../app/content/lang";
import { documentOf } from "../core/page";
import { studioMailWords as words } from "./words";

/*
 * The HTML parts of the service's e-mails, as components: every value is
 * text (escaped by hono/jsx), so the visitor's words never become markup.
 */

/** An e-mail's HTML part, with its doctype and language. */
export const mailDocument = (lang: Lang, body: Child) =>
  documentOf(
    <html lang={lang}>
      <body>{body}</body>
    </html>,
  );

/** The visitor's acknowledgement: greeting, what happens next, sign-off. */
export const AckBody = ({
  greeting,
  received,
  next,
  steps,
  after,
}: {
  greeting: string;
  received: string;
  next: string;
  steps: readonly string[];
  /** The paragraphs after the steps (reply, not you, sign-off). */
  after: readonly string[];
}) => (
  <>
    <p>{greeting}</p>
    <p>{received}</p>
    <p>
      <strong>{next}</strong>
    </p>
    <ol>
      {steps.map((step) => (
        <li>{step}</li>
      ))}
    </ol>
    {after.map((paragraph) => (
      <p>{paragraph}</p>
    ))}
  </>
);

/** The studio's e-mail about a new enquiry. */
export const StudioBody = ({
  link,
  details,
  message,
  name,
  id,
}: {
  link: string;
  details: readonly string[];
  message: string;
  name: string;
  id: string;
}) => (
  <>
    <p>
      <a href={link}>{words.openInInbox}</a>
    </p>
    <p>
      {details.map((line) => (
        <>
          {line}
          <br />
        </>
      ))}
    </p>
    <blockquote style="white-space: pre-wrap">{message}</blockquote>
    <p>{words.replyToAnswer(name)}</p>
    <p style="color: #666">{words.enquiry(id)}</p>
  </>
);
