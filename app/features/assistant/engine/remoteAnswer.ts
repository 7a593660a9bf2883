import { askEndpoint, type EndpointOptions } from "./askEndpoint";
import { citesOnlyKnownTargets } from "./grounding";
import type { ChatTurn } from "./types";

/**
 * The endpoint's answer when everything it cites exists on this site, else
 * `null`. Imported on demand by createResponder.ts, so a build with no
 * endpoint never loads it.
 */
export async function groundedAnswer(
  endpoint: string,
  question: string,
  history: readonly ChatTurn[],
  known: ReadonlySet<string>,
  options: EndpointOptions,
): Promise<string | null> {
  const remote = await askEndpoint(endpoint, question, history, options);
  return remote && citesOnlyKnownTargets(remote.answer, remote.sources, known)
    ? remote.answer
    : null;
}
