/**
 * Where the contact form's draft lives in local storage (see `draft.ts`).
 * Its own module so that the early-draft script every page inlines does not
 * pull the draft's code into every page's JavaScript.
 */
export const DRAFT_PREFIX = "kalam-studio:contact-draft:";
export const DRAFT_VERSION = 1;
export const DRAFT_KEY = `${DRAFT_PREFIX}v${DRAFT_VERSION}`;
