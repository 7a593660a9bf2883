/** What a visitor reads when part of the site fails to load or breaks. */
export const errorCopy = {
  partFailed:
    "This part of the page didn't load. Check your connection and try again.",
  retry: "Retry",
  pageTitle: "Something went wrong",
  pageBody:
    "This page stopped working, most likely because a download failed or the site was just updated. Nothing you typed in the contact form is lost: it is saved on this device.",
  reload: "Reload the page",
  home: "Go to the home page",
} as const;
