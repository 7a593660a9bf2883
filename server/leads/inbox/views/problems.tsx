/** @jsxImportSource hono/jsx */
import type { Child } from "hono/jsx";
import type { LeadRow as Row } from "../../storage/schema";
import type { Session } from "../auth";
import { inboxWords } from "../words";
import { CsrfField, When } from "./parts";

const words = inboxWords.problems;

/** The explicit confirmation "delete for good" needs. */
export function EraseConfirmation({
  row,
  session,
}: {
  row: Row;
  session: Session;
}) {
  const id = row.id;
  return (
    <div class="panel confirm">
      <h1>{words.eraseHeading}</h1>
      <p>
        {words.eraseBefore(row.name)}
        <When at={row.created_at} />
        {words.eraseAfter}
      </p>
      <form method="post" action={`/studio/leads/${id}/erase`} class="field">
        <CsrfField session={session} />
        <label class="check">
          <input type="checkbox" name="confirm" value="yes" required />
          <span>{words.eraseConfirm(row.name)}</span>
        </label>
        <div class="actions">
          <button type="submit" class="danger solid">
            {words.eraseButton}
          </button>
          <a class="button" href="/studio/trash">
            {words.keep}
          </a>
        </div>
      </form>
    </div>
  );
}

/** A change that could not be made, and why; nothing was changed. */
export const Problem = ({
  heading,
  text,
  back,
}: {
  heading: string;
  text: Child;
  back: string;
}) => (
  <div class="panel confirm" role="alert">
    <h1>{heading}</h1>
    <p>{text}</p>
    <p>{words.unchanged}</p>
    <p>
      <a class="button primary" href={back}>
        {words.back}
      </a>
    </p>
  </div>
);
