/**
 * The lead service's endpoint when the server that sent this page runs it
 * (it marks each page with `<meta name="lead-service">`), else null: then
 * the build's endpoint or the console take the enquiry, as before.
 */
export function leadServiceEndpoint(): string | null {
  if (typeof document === "undefined") return null;
  const content = document
    .querySelector('meta[name="lead-service"]')
    ?.getAttribute("content");
  // Only a path on this origin: a page can never be made to post elsewhere.
  return content && /^\/(?!\/)/.test(content) ? content : null;
}
