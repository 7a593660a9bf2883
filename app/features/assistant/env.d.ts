interface ImportMetaEnv {
  /**
   * Optional: a URL that answers the project assistant's questions with a
   * model. Unset (the default), the assistant answers from the site's own
   * content only. See app/features/assistant/engine/askEndpoint.ts for the contract.
   */
  readonly VITE_ASSISTANT_ENDPOINT?: string;
}
