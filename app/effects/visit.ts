import {
  type Attribution,
  readAttribution,
  VISIT_KEY,
  type Visit,
} from "~/lib/attribution";

/**
 * The tab's visit, as `visitRecorder.ts` keeps it in session storage, read
 * when an enquiry is sent: loaded with the sending code and the assistant,
 * never with the page. Blocked storage reads as an unknown visit.
 */

function session(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

function readKept(): Record<string, unknown> | null {
  try {
    const kept: unknown = JSON.parse(session()?.getItem(VISIT_KEY) ?? "null");
    return typeof kept === "object" && kept !== null && !Array.isArray(kept)
      ? (kept as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** The visit so far, checked as the lead service will check it. */
export function readVisit(): Visit {
  const visit = readAttribution(readKept());
  delete visit.sentFrom;
  return visit;
}

/** What goes with an enquiry sent from this page now. */
export function attributionNow(): Attribution {
  return { ...readVisit(), sentFrom: location.pathname };
}

/** The project assistant has filled the contact form's message. */
export function markAssistantHandOff() {
  const path = location.pathname;
  const visit = readKept() ?? { landing: path, pages: [path] };
  try {
    session()?.setItem(
      VISIT_KEY,
      JSON.stringify({ ...visit, isAssistantHandOff: true }),
    );
  } catch {
    // Storage blocked or full: the hand-off is not recorded.
  }
}

/** The enquiry has been sent (or handed to the outbox): start afresh. */
export function forgetVisit() {
  try {
    session()?.removeItem(VISIT_KEY);
  } catch {
    // Storage blocked: nothing was kept.
  }
}
