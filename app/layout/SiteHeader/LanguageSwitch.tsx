import type { MouseEvent } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { langNames, type Lang } from "~/content/lang";
import { sectionHash } from "~/content/sectionIds";
import { sectionInView } from "~/effects/sectionInView";
import { useLang } from "~/hooks/useCopy";
import { counterpartPath } from "~/lib/lang";
import styles from "./LanguageSwitch.module.css";

/**
 * The same page, at the same section, in the other language: a link named
 * in its own language, never a redirect. On English pages its Devanagari
 * label is set in the system's font, so five letters do not fetch a font.
 * The section is the address's (`#services`) or, without one, the home
 * page section the visitor is reading when they use the switch.
 */
export function LanguageSwitch({
  className,
  onClick,
}: {
  className?: string;
  onClick?: () => void;
}) {
  const lang = useLang();
  const other: Lang = lang === "en" ? "hi" : "en";
  const location = useLocation();
  const navigate = useNavigate();
  const target = `${counterpartPath(location.pathname, other)}${location.search}`;

  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.();
    if (location.hash || isModifiedClick(event)) return;
    const section = sectionInView();
    if (!section) return;
    event.preventDefault();
    void navigate(`${target}${sectionHash(section)}`);
  };

  return (
    <Link
      to={`${target}${location.hash}`}
      lang={other}
      hrefLang={other}
      className={className ? `${styles.switch} ${className}` : styles.switch}
      onClick={handleClick}
      data-lang={other}
    >
      {langNames[other]}
    </Link>
  );
}

/** A click the browser handles itself: a new tab or window, a download. */
function isModifiedClick(event: MouseEvent) {
  return (
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey
  );
}
