// The inbox's one script, an enhancement (allowed by the pages'
// `script-src 'self'`). Reply opens the mail app as its link says and also
// marks the enquiry replied, as "Mark replied" does without JavaScript. A
// row's menu closes on Escape, on a click outside it, or when another opens.
document.addEventListener("click", function (event) {
  var target = event.target instanceof Element ? event.target : null;
  document.querySelectorAll("details.menu[open]").forEach(function (menu) {
    if (!target || !menu.contains(target)) menu.removeAttribute("open");
  });
  var link = target && target.closest("a[data-reply]");
  var csrf = document.querySelector('input[name="csrf"]');
  if (!link || !csrf) return;
  fetch(link.getAttribute("data-reply"), {
    method: "POST",
    body: new URLSearchParams({
      csrf: csrf.value,
      back: "/studio",
      via: link.getAttribute("data-via") || "",
    }),
    credentials: "same-origin",
    keepalive: true,
    redirect: "manual",
  }).then(
    function () {
      var card = link.closest(".lead, main");
      if (!card) return;
      card
        .querySelectorAll(
          '.tag[data-kind="unopened"], .badge[data-kind="overdue"]',
        )
        .forEach(function (badge) {
          badge.remove();
        });
      card.querySelectorAll('[data-status="new"]').forEach(function (status) {
        status.setAttribute("data-status", "replied");
        var word = status.querySelector("[data-status-word]");
        if (word) word.textContent = "replied";
      });
    },
    function () {},
  );
});
document.addEventListener("keydown", function (event) {
  if (event.key !== "Escape") return;
  document.querySelectorAll("details.menu[open]").forEach(function (menu) {
    menu.removeAttribute("open");
    var summary = menu.querySelector("summary");
    if (summary) summary.focus();
  });
});
