/** Where the device outbox lives in local storage (see `outbox.ts`). */
export const OUTBOX_KEY = "kalam-studio:outbox:v1";
