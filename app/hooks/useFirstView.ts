import { useEffect } from "react";
import { endFirstViewWhenIdle } from "~/effects/firstView";

/**
 * Ends a fresh load's first view (`lib/firstView.ts`) once the app runs:
 * the sections it skipped lay out one per idle frame. A navigation before
 * that ends it at once (`scrollRestorationKey`, `effects/firstView.ts`).
 */
export function useFirstView() {
  useEffect(() => endFirstViewWhenIdle(), []);
}
