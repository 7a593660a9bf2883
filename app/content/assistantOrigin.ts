/** The origin the project assistant sends questions to, if it is built with one. */
function assistantEndpointOrigin(): string | null {
  try {
    const value = import.meta.env.VITE_ASSISTANT_ENDPOINT;
    return value ? new URL(value).origin : null;
  } catch {
    return null;
  }
}

/**
 * What the privacy notices say the assistant sends, and where: read once
 * here so that each language's text loads without the other's.
 */
export const assistantOrigin = assistantEndpointOrigin();
