/**
 * Where the contact form's enquiries go, as the build can tell: a lead
 * service on this origin (LEADS_SERVERLESS: a platform function; or
 * LEADS_DATABASE_URL: `npm start` with the service, which passes its
 * environment to the build it runs), or VITE_CONTACT_ENDPOINT. With none of
 * them the form only writes each enquiry to the visitor's browser console
 * (SPEC section 7): the build says so in one line, so a studio does not
 * publish a form that reaches no one. `npm start` with LEADS_DATABASE_URL
 * set still turns the service on when it serves the build.
 */
const DESTINATIONS = [
  "VITE_CONTACT_ENDPOINT",
  "LEADS_SERVERLESS",
  "LEADS_DATABASE_URL",
] as const;

export const NO_DESTINATION_WARNING =
  "⚠ No lead service or contact endpoint is configured for this build: enquiries will reach no one (the form writes them to the browser console only). Serve it with npm start and LEADS_DATABASE_URL set, or build with VITE_CONTACT_ENDPOINT (README: Configuration).";

/** The build's one-line warning, or null when enquiries have somewhere to go. */
export function noDestinationWarning(
  env: Record<string, string | undefined>,
): string | null {
  const isConfigured = DESTINATIONS.some(
    (name) => (env[name] ?? "").trim() !== "",
  );
  return isConfigured ? null : NO_DESTINATION_WARNING;
}
