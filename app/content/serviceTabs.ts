import type { ServiceLineId } from "./types";

/**
 * The services section's tabs, as data: the same in every language (the
 * words are in `services.ts`), so the section's code reads no page words.
 */
export const serviceTabIds = [
  "dev",
  "smm",
] as const satisfies readonly ServiceLineId[];

export type ServiceTabId = (typeof serviceTabIds)[number];

export const defaultServiceTab: ServiceTabId = "dev";

/** How many offerings a pane shows before the rest fold away. */
export const SERVICE_ITEMS_SHOWN = 2;
