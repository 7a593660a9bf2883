import {
  type MouseEvent,
  useCallback,
  useEffect,
  useRef,
  useState,
} from "react";
import { useLocation } from "react-router";
import { lazyPart } from "~/components/PartBoundary/lazyPart";
import { PartBoundary } from "~/components/PartBoundary/PartBoundary";
import type { LegalId } from "~/content/legal";
import { legalIdFromHash } from "~/lib/legalHash";
import styles from "./LegalDialogs.module.css";

/** The texts and the dialog load on first use, not with the page. */
const legalDialog = lazyPart(() =>
  import("./LegalDialog").then((module) => module.LegalDialog),
);

function isPlainClick(event: MouseEvent) {
  return (
    !event.isDefaultPrevented() &&
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey
  );
}

/** The hash follows the dialog, without a navigation or a history entry. */
function replaceHash(id: LegalId | null) {
  const { pathname, search } = window.location;
  const url = id ? `#${id}` : `${pathname}${search}`;
  window.history.replaceState(window.history.state, "", url);
}

function focusedElement(): HTMLElement | null {
  const active = document.activeElement;
  return active instanceof HTMLElement && active !== document.body
    ? active
    : null;
}

/** Set while the dialogs are mounted: opens one from the link pressed. */
let openFromLink: ((link: HTMLAnchorElement, id: LegalId) => void) | null =
  null;

/**
 * React's click handler on `<body>` (root.tsx), so every link to a legal
 * text, wherever it is, opens the dialog in place: a hash navigation would
 * scroll the page away. React hydrates a part that has not hydrated yet
 * before it hands it the click (selective hydration).
 */
export function openLegalLink(event: MouseEvent) {
  if (!isPlainClick(event) || !(event.target instanceof Element)) return;
  const link = event.target.closest("a");
  const id = legalIdFromHash(link?.getAttribute("href"));
  if (!link || !id || !openFromLink) return;
  event.preventDefault();
  openFromLink(link, id);
}

/**
 * Terms, privacy and accessibility as modal dialogs on every route. Any
 * in-page link to `#terms`, `#privacy` or `#accessibility` opens its text;
 * so does a URL that arrives with that hash (`/Home#privacy`).
 */
export function LegalDialogs() {
  const { hash, key } = useLocation();
  const [openId, setOpenId] = useState<LegalId | null>(null);
  const opener = useRef<HTMLElement | null>(null);

  // A URL with the hash opens its text; moving to any other URL (Back,
  // a link) closes it.
  useEffect(() => {
    const id = legalIdFromHash(hash);
    opener.current = id ? focusedElement() : null;
    setOpenId(id);
  }, [hash, key]);

  useEffect(() => {
    openFromLink = (link, id) => {
      opener.current = link;
      replaceHash(id);
      setOpenId(id);
    };
    return () => {
      openFromLink = null;
    };
  }, []);

  const handleClose = useCallback(() => {
    setOpenId(null);
    if (legalIdFromHash(window.location.hash)) replaceHash(null);
    const target = opener.current;
    opener.current = null;
    if (target?.isConnected) target.focus();
  }, []);

  if (!openId) return null;
  return (
    <PartBoundary onRetry={legalDialog.reset} noticeClassName={styles.failed}>
      <legalDialog.Part id={openId} onClose={handleClose} />
    </PartBoundary>
  );
}
