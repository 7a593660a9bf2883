/** @jsxImportSource hono/jsx */
import type { Child } from "hono/jsx";
import type { LeadRow as Row } from "../../storage/schema";
import type { Session } from "../auth";
import { CsrfField, When } from "./parts";

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
      <h1>Delete this enquiry for good?</h1>
      <p>
        {row.name}'s enquiry of <When at={row.created_at} />, its notes and its
        history are erased from the database and cannot be restored. Do this for
        an erasure request under the DPDP Act; otherwise leave it in Trash,
        where it is erased by itself after 30 days.
      </p>
      <form method="post" action={`/studio/leads/${id}/erase`} class="field">
        <CsrfField session={session} />
        <label class="check">
          <input type="checkbox" name="confirm" value="yes" required />
          <span>Yes, erase {row.name}'s enquiry for good</span>
        </label>
        <div class="actions">
          <button type="submit" class="danger solid">
            Delete for good
          </button>
          <a class="button" href="/studio/trash">
            Keep it in Trash
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
    <p>Nothing was changed.</p>
    <p>
      <a class="button primary" href={back}>
        Back
      </a>
    </p>
  </div>
);
