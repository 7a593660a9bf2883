import { REPLY_IN_MAIL_APP } from "./leads";

/**
 * The inbox's one script, an enhancement (`/studio/inbox.js`, allowed by
 * the pages' `script-src 'self'`): pressing Reply opens the mail app as the
 * link says, and also marks the enquiry replied, as its "Mark replied"
 * button does without JavaScript.
 */
export const SCRIPT_PATH = "/studio/inbox.js";

export const inboxScript = `document.addEventListener("click", function (event) {
  var link = event.target instanceof Element && event.target.closest("a[data-reply]");
  var csrf = document.querySelector('input[name="csrf"]');
  if (!link || !csrf) return;
  fetch(link.getAttribute("data-reply"), {
    method: "POST",
    body: new URLSearchParams({ csrf: csrf.value, back: "/studio", via: "${REPLY_IN_MAIL_APP}" }),
    credentials: "same-origin",
    keepalive: true,
    redirect: "manual"
  }).then(function () {
    var card = link.closest(".lead, main");
    if (!card) return;
    card.querySelectorAll('.badge[data-kind="unopened"], .badge[data-kind="overdue"]').forEach(function (badge) { badge.remove(); });
    var status = card.querySelector(".badge[data-status]");
    if (status && status.getAttribute("data-status") === "new") {
      status.setAttribute("data-status", "replied");
      status.lastChild.textContent = "replied";
    }
  }, function () {});
});
`;
