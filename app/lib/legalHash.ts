import { type LegalId, legalIds } from "~/content/legalIds";
import { hashTarget } from "~/lib/hash";

/** The legal text a hash or in-page href names (any case), or null. */
export function legalIdFromHash(
  hash: string | null | undefined,
): LegalId | null {
  if (!hash?.startsWith("#")) return null;
  const target = hashTarget(hash).toLowerCase();
  return legalIds.find((id) => id === target) ?? null;
}
