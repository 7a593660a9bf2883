import { telHref } from "~/lib/contactLinks";
import { emailHref, whatsappHref } from "~/lib/handOff";
import styles from "./ContactForm.module.css";
import { useWords } from "~/hooks/useCopy";

const empty = { name: "", message: "" };

/**
 * Beside the form, inside a `<noscript>`: where to write without scripts.
 * True on a static host, where the form cannot send without them; the lead
 * service takes the note out of the pages it serves (its form posts
 * without scripts), finding it by `data-no-script-note`.
 */
export function NoScriptNote() {
  const { contactFormContent, site, handOffText } = useWords();
  return (
    <p className={styles.noScript} data-no-script-note="">
      {contactFormContent.noScriptNote}{" "}
      <a href={whatsappHref(empty, handOffText)}>
        {contactFormContent.noScriptWhatsapp}
      </a>
      , <a href={emailHref(empty, handOffText)}>{site.email}</a>{" "}
      {contactFormContent.noScriptPhone}{" "}
      <a href={telHref(site.phone)}>{site.phone}</a>.
    </p>
  );
}
