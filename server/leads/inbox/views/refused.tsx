/** @jsxImportSource hono/jsx */
import { documentOf, NarrowPage } from "../../core/page";
import { inboxWords } from "../words";

const words = inboxWords.refused;

/** A request to the inbox refused before its route: why, and the way back. */
export const refusedPage = (text: string) =>
  documentOf(
    <NarrowPage title={words.title}>
      <h1>{words.title}</h1>
      <p class="error" role="alert">
        {text}
      </p>
      <p>
        <a href="/studio">{words.back}</a>
      </p>
    </NarrowPage>,
  );
