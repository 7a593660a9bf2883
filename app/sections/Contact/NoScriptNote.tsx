import { contactFormContent } from "~/content/contactForm";
import { site } from "~/content/site";
import { telHref } from "~/lib/contactLinks";
import { emailHref, whatsappHref } from "~/lib/handOff";
import styles from "./ContactForm.module.css";

const empty = { name: "", message: "" };

/** Beside the form, inside a `<noscript>`: where to write without scripts. */
export function NoScriptNote() {
  return (
    <p className={styles.noScript}>
      {contactFormContent.noScriptNote}{" "}
      <a href={whatsappHref(empty)}>{contactFormContent.noScriptWhatsapp}</a>,{" "}
      <a href={emailHref(empty)}>{site.email}</a>{" "}
      {contactFormContent.noScriptPhone}{" "}
      <a href={telHref(site.phone)}>{site.phone}</a>.
    </p>
  );
}
