import { hashTarget } from "~/lib/hash";

/** The legal texts, each opened by its URL hash: `#terms` and so on. */
export const legalIds = ["terms", "privacy", "accessibility"] as const;

export type LegalId = (typeof legalIds)[number];

/** The legal text a hash or in-page href names (any case), or null. */
export function legalIdFromHash(
  hash: string | null | undefined,
): LegalId | null {
  if (!hash?.startsWith("#")) return null;
  const target = hashTarget(hash).toLowerCase();
  return legalIds.find((id) => id === target) ?? null;
}
