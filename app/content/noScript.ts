/** What parts that need JavaScript say when it is off. */
export const noScriptCopy = {
  assistant:
    "The assistant needs JavaScript, which is off in this browser. The questions it answers most are in the FAQ here, and the contact section has our WhatsApp, e-mail and phone.",
} as const;
