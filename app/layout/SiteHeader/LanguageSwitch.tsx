import { Link, useLocation } from "react-router";
import { langNames, type Lang } from "~/content/lang";
import { useLang } from "~/hooks/useCopy";
import { counterpartPath } from "~/lib/lang";
import styles from "./LanguageSwitch.module.css";

/**
 * The same page, at the same section, in the other language: a link named
 * in its own language, never a redirect. On English pages its Devanagari
 * label is set in the system's font, so five letters do not fetch a font.
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
  return (
    <Link
      to={`${counterpartPath(location.pathname, other)}${location.search}${location.hash}`}
      lang={other}
      hrefLang={other}
      className={className ? `${styles.switch} ${className}` : styles.switch}
      onClick={onClick}
      data-lang={other}
    >
      {langNames[other]}
    </Link>
  );
}
