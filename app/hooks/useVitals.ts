import { useEffect } from "react";
import { whenIdle } from "~/effects/idle";
import { leadServiceEndpoint } from "~/effects/leadServiceEndpoint";

/**
 * With the lead service on, measures real visitors' speed: the measuring
 * code (effects/vitals.ts with web-vitals) loads once the page has loaded
 * and the browser is idle, so it never competes with the first paint or a
 * tap. Without the service, nothing loads and nothing is sent.
 */
export function useVitals() {
  useEffect(() => {
    if (!leadServiceEndpoint()) return;
    let cancel = () => {};
    const load = () => {
      cancel = whenIdle(() => {
        import("~/effects/vitals").then(
          (module) => module.startVitals(),
          () => {},
        );
      });
    };
    if (document.readyState === "complete") load();
    else addEventListener("load", load, { once: true });
    return () => {
      removeEventListener("load", load);
      cancel();
    };
  }, []);
}
