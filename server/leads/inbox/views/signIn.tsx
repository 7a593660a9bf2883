/** @jsxImportSource hono/jsx */
import type { Child } from "hono/jsx";
import { SIGN_IN_PATH } from "../auth";
import { inboxWords } from "../words";
import { Brand, documentOf, Head } from "./layout";

const signInText = inboxWords.signIn;

/*
 * The studio's door: its mark, one card with the password and a primary
 * Sign in, and the way back to the site for anyone who came here by
 * mistake.
 */

function Door({ children }: { children: Child }) {
  return documentOf(
    <html lang="en">
      <Head title={signInText.title} />
      <body>
        <main class="sign-in">
          <Brand href="/" />
          <div class="card">
            <h1>{signInText.heading}</h1>
            {children}
          </div>
          <a class="back-to-site" href="/">
            {signInText.backToSite}
          </a>
        </main>
      </body>
    </html>,
  );
}

export function signInPage(message = "", status = "") {
  return Door({
    children: (
      <>
        <p class="lede">{signInText.lede}</p>
        {message ? (
          <p class="error" role="alert">
            {message}
          </p>
        ) : null}
        {status ? <p>{status}</p> : null}
        <form method="post" action={SIGN_IN_PATH}>
          <label for="password">{signInText.password}</label>
          <input
            id="password"
            name="password"
            type="password"
            autocomplete="current-password"
            required
          />
          <button type="submit" class="primary">
            {signInText.submit}
          </button>
        </form>
      </>
    ),
  });
}

/**
 * The inbox while STUDIO_PASSWORD is unset or unusable: what is wrong and
 * what to do, with no password box (no password would open it).
 */
export function closedInboxPage(reason: string) {
  return Door({
    children: (
      <>
        <p role="status">{reason}</p>
        <p>{signInText.closedNote}</p>
      </>
    ),
  });
}
