import { type RefObject, useEffect, useState } from "react";
import { useIsOnScreen } from "~/hooks/useIsOnScreen";
import { formatLocales } from "~/content/lang";
import { useLang, useWords } from "~/hooks/useCopy";
import type { AvailabilityText } from "~/lib/availability";

const REFRESH_MS = 60_000;

/** How far ahead of the screen the line starts working out its text. */
const NEAR_SCREEN = "100% 0px";

/**
 * Whether the studio is open, in the visitor's own time. Null until after
 * hydration: the prerendered HTML cannot know the visitor's clock. The
 * availability code loads on its own once the line (`ref`) is within a
 * screen of the viewport, and keeps the text current from then on. Not at
 * start-up: the first use of the visitor's time zone costs the browser one
 * long task (about 20 ms on the benchmark machine, four times that on the
 * phone profile), and the line sits far below the first screen.
 */
export function useOpenStatus(
  ref: RefObject<Element | null>,
): AvailabilityText | null {
  const { site, availabilityText } = useWords();
  const lang = useLang();
  const [status, setStatus] = useState<AvailabilityText | null>(null);
  const isNearScreen = useIsOnScreen(ref, NEAR_SCREEN);
  const [isWanted, setIsWanted] = useState(false);
  if (isNearScreen && !isWanted) setIsWanted(true);

  useEffect(() => {
    if (!isWanted) return;
    let isActive = true;
    let timer: ReturnType<typeof setInterval> | undefined;
    void import("~/lib/availability").then(({ describeAvailability }) => {
      if (!isActive) return;
      const update = () => {
        const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
        setStatus(
          describeAvailability(new Date(), site.hours, zone, {
            locale: formatLocales[lang],
            text: availabilityText,
          }),
        );
      };
      update();
      timer = setInterval(update, REFRESH_MS);
    });
    return () => {
      isActive = false;
      clearInterval(timer);
    };
  }, [isWanted, site.hours, lang, availabilityText]);

  return status;
}
