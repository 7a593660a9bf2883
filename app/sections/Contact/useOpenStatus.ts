import { useEffect, useState } from "react";
import { site } from "~/content/site";
import type { AvailabilityText } from "~/lib/availability";

const REFRESH_MS = 60_000;

/**
 * Whether the studio is open, in the visitor's own time. Null until after
 * hydration: the prerendered HTML cannot know the visitor's clock. The
 * availability code loads on its own, after the page is interactive.
 */
export function useOpenStatus(): AvailabilityText | null {
  const [status, setStatus] = useState<AvailabilityText | null>(null);

  useEffect(() => {
    let isActive = true;
    let timer: ReturnType<typeof setInterval> | undefined;
    void import("~/lib/availability").then(({ describeAvailability }) => {
      if (!isActive) return;
      const update = () => {
        const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
        setStatus(describeAvailability(new Date(), site.hours, zone));
      };
      update();
      timer = setInterval(update, REFRESH_MS);
    });
    return () => {
      isActive = false;
      clearInterval(timer);
    };
  }, []);

  return status;
}
