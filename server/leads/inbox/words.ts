import { site } from "../../../app/content/site";
import { MIN_PASSWORD_LENGTH } from "../core/config";

/*
 * The inbox's words: everything the studio reads on its pages, in one
 * place, as the site's words live in `app/content/`. The studio works in
 * English; a view takes its words from here and never writes them inline
 * (the copy lint, `eslint.copy.js`, says so). Words around a value are a
 * function of it; words around an element are its text before and after.
 */

const plural = (count: number, one: string, many: string) =>
  count === 1 ? one : many;

export const inboxWords = {
  /** The top bar and the page around every view. */
  layout: {
    views: { inbox: "Inbox", trash: "Trash", speed: "Speed" },
    /** After a view's count, for screen readers. */
    countOf: { inbox: " waiting", trash: " in Trash", speed: "" },
    studio: "Studio",
    skip: "Skip to content",
    viewsLabel: "Studio views",
    signOut: "Sign out",
  },

  /** The studio's door. */
  signIn: {
    title: "Studio inbox - sign in",
    heading: "Studio inbox",
    password: "Password",
    submit: "Sign in",
    closed: "The inbox is closed: set STUDIO_PASSWORD to open it.",
    closedWeak: `The inbox is closed: STUDIO_PASSWORD cannot be used (it needs at least ${MIN_PASSWORD_LENGTH} characters); the server's log says why.`,
    closedShort: "The inbox is closed.",
    wrongPassword: "That password is not right.",
    tooManyTries: (seconds: number) =>
      `Too many tries from here. Wait ${seconds <= 90 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`}, then sign in again.`,
    paused:
      "Sign-in is paused for a few minutes after many wrong passwords from several places. Sessions already open still work, and a browser that has signed in here before can still sign in.",
    otherSite: "Sign in from this site's own page.",
    /** Signing in from a plain-http page outside localhost: the cookie is Secure, so the browser would drop it. */
    needsHttps: (origin: string) =>
      `Signing in needs HTTPS: this page was opened as ${origin}, over plain http, so your browser would not keep the sign-in and you would land back here. Open the inbox on the site's https:// address (behind the TLS proxy in the README), or on the server itself as http://localhost (for example through an SSH tunnel).`,
    sessionEnded: "Your session has ended: sign in again.",
    notFromInbox:
      "This change did not come from the inbox page: reload it and try again.",
    lede: "For the studio's team: enquiries and the site's speed.",
    backToSite: `← Back to ${site.name}'s site`,
    closedNote:
      "Enquiries are still saved, and sent by e-mail or webhook where those are set. Once STUDIO_PASSWORD is set in the service's settings and the service restarted, this page asks for it.",
  },

  /** The list and Trash. */
  list: {
    inboxHeading: "Studio inbox",
    trashHeading: "Trash",
    inboxLede: "Every enquiry, newest first.",
    trashLede:
      "Enquiries moved here can be restored for 30 days, then they are erased.",
    count: (total: number, shown: number) =>
      `${total === 1 ? "1 enquiry" : `${total} enquiries`}${total > shown ? `, newest ${shown} shown` : ""}`,
    exportCsv: "Export CSV",
    inboxLabel: "Enquiries",
    trashLabel: "Trash",
    noMatch: "Nothing matches this search.",
    trashEmpty: "Trash is empty.",
    inboxEmpty: "No enquiries yet.",
    more: "More",
    moreFor: (name: string) => ` for ${name}`,
    open: "Open enquiry",
    movedToTrash: (movedAt: string, erasedAt: string) =>
      `Moved to Trash ${movedAt}; erased for good on ${erasedAt} unless restored.`,
    restore: "Restore",
    eraseForGood: "Delete for good…",
    /** After an action's word, for screen readers: whose enquiry. */
    whose: (name: string) => ` (${name})`,
  },

  /** Above the list: notices, Undo, the figures and the search. */
  listHead: {
    noticesLabel: "Notices",
    notSent: (count: number) =>
      count === 1
        ? "A notification has not gone out."
        : `${count} notifications have not gone out.`,
    notSentFor: (channel: string) => `${channel} for `,
    noAnswer: "no answer",
    tries: (attempts: number, next: string) =>
      ` (${attempts} ${plural(attempts, "try", "tries")}; next ${next})`,
    retry: "Retry now",
    dismiss: "Dismiss",
    inTrash: (name: string) =>
      `${name}'s enquiry is in Trash. It is erased after 30 days unless restored.`,
    undo: "Undo",
    undoFor: (name: string) => ` (restore ${name})`,
    figuresLabel: "At a glance",
    waiting: "Waiting",
    unopened: (count: number) => `${count} not opened yet`,
    overdue: "Overdue",
    promised: `promised ${site.replyTime}`,
    firstReply: "First reply ",
    firstReplyOver: "(median, last 30 days)",
    noneYet: "None yet",
    replied: (count: number) =>
      `${count} ${plural(count, "enquiry", "enquiries")} replied`,
    search: "Search",
    status: "Status",
    allStatuses: "All",
    show: "Show",
  },

  /** What can be done to one enquiry. */
  actions: {
    reply: "Reply",
    replyTo: (name: string) => ` to ${name}`,
    markReplied: "Mark replied",
    status: "Status",
    statusOf: (name: string) => ` of ${name}`,
    save: "Save",
    trash: "Move to Trash",
  },

  /** Small parts: times, status, flags. */
  parts: {
    ago: " ago",
    status: "Status: ",
    unopened: "Not opened yet",
    overdue: (dueAt: string) => `Overdue: reply was due ${dueAt}`,
    failed: "Notification failed",
    replySubject: `Re: your enquiry to ${site.name}`,
    replyGreeting: (name: string) => `Hi ${name},`,
    replyQuote: (at: string, name: string) => `On ${at}, ${name} wrote:`,
    channels: {
      email: "E-mail to the studio",
      webhook: "Webhook",
      ack: "Acknowledgement to the visitor",
    },
  },

  /** An enquiry's fields. */
  fields: {
    unchecked: "(not a number we could check: no links)",
    whatsapp: "WhatsApp",
    newTab: (value: string) => ` ${value} (opens in a new tab)`,
    lang: "Language",
    pagesSeen: (count: number) => `Pages seen before sending (${count})`,
    noPages: "No pages recorded before sending.",
    sentFrom: "Sent from",
    landing: "Landing page",
    cameFrom: "Came from",
    noOtherSite: "No other site",
    unknown: "Unknown",
    assistant: "Assistant hand-off",
    assistantYes: "Yes: it filled the message",
    assistantNo: "No",
  },

  /** One enquiry's page. */
  detail: {
    backToTrash: "← Back to Trash",
    backToAll: "← All enquiries",
    inTrash: "This enquiry is in Trash. ",
    goToTrash: "Go to Trash",
    message: "Message",
    received: "Received ",
    contact: "Contact",
    origin: "Where it came from",
    notes: "Notes",
    addNote: "Add a note",
    addNoteButton: "Add note",
    notifications: "Notifications",
    sent: "Sent",
    failed: "Failed",
    waiting: "Waiting",
    retry: "Retry now",
    noneConfigured: "None configured.",
    history: "History",
    receivedFrom: (source: string) =>
      `Received from the ${source === "no-js" ? "form without JavaScript" : "site's form"}`,
    statusChanged: (detail: string) => `Status changed: ${detail}`,
    replyInMailApp: "Reply opened in the mail app",
    markedReplied: "Marked replied",
    trashed: "Moved to Trash",
    restored: "Restored from Trash",
  },

  /** Delete for good, and a change that could not be made. */
  problems: {
    eraseTitle: "Delete for good?",
    eraseHeading: "Delete this enquiry for good?",
    eraseBefore: (name: string) => `${name}'s enquiry of `,
    eraseAfter:
      ", its notes and its history are erased from the database and cannot be restored. Do this for an erasure request under the DPDP Act; otherwise leave it in Trash, where it is erased by itself after 30 days.",
    eraseConfirm: (name: string) => `Yes, erase ${name}'s enquiry for good`,
    eraseButton: "Delete for good",
    keep: "Keep it in Trash",
    unchanged: "Nothing was changed.",
    back: "Back",
    stale: {
      title: "Changed elsewhere",
      heading: "This enquiry was changed in another tab",
      text: "Someone (perhaps you, in another tab or on another device) changed it after this page was opened, so your change would have overwritten theirs. Open it again to see it as it is now, then make your change.",
    },
    unknownStatus: {
      title: "Unknown status",
      heading: "That status is not one the inbox knows",
      text: (status: string, statuses: readonly string[]) =>
        `“${status}” is not a status: choose ${statuses.join(", ")}.`,
    },
    notesFull: {
      title: "Note not added",
      heading: (max: number) => `This enquiry already has ${max} notes`,
      text: (max: number) =>
        `An enquiry keeps at most ${max} notes, so this one was not added. Copy it from here into one of the notes already there, or keep it in your own records:`,
      yourNote: "Your note",
    },
    notInTrash: {
      title: "Move it to Trash first",
      heading: "Move this enquiry to Trash first",
      text: "An enquiry is deleted for good from Trash, so that no click in the inbox can erase it.",
    },
    notConfirmed: {
      title: "Not deleted",
      heading: "Not deleted: this needs your confirmation",
      notInTrash:
        "Move the enquiry to Trash first, then delete it for good from there.",
      unticked:
        "Tick “Yes, erase … for good” on the confirmation page to delete it.",
    },
    retriedRecently: {
      title: "Tried a moment ago",
      heading: "Retried less than a minute ago",
      text: "Each notification is sent again at most once a minute, so this Retry sent nothing. The inbox shows the outcome of the last try; press Retry again in a minute if it still failed.",
    },
    gone: {
      title: "Not found",
      heading: "This enquiry is no longer here",
      text: "It was deleted for good, or the link is wrong.",
    },
  },

  /** A request to the inbox refused before its route (too large, busy). */
  refused: {
    title: "Studio inbox",
    back: "Back to the inbox",
  },
};
