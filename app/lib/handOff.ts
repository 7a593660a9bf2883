import type { handOffText as englishText } from "~/content/contactForm";
import { site } from "~/content/site";
import type { Translation } from "~/content/translation";

/** The prefilled words, in the page's language. */
export type HandOffText = Translation<typeof englishText>;

type HandOffDraft = { name?: string; message?: string };

function tidy({ name = "", message = "" }: HandOffDraft) {
  return { name: name.trim(), message: message.trim() };
}

/** A wa.me chat with the studio, prefilled with the visitor's words. */
export function whatsappHref(
  draft: HandOffDraft,
  handOffText: HandOffText,
): string {
  const text = handOffText.whatsapp(tidy(draft));
  return `https://wa.me/${site.whatsapp}?text=${encodeURIComponent(text)}`;
}

/** A mailto: to the studio with a subject and the visitor's message. */
export function emailHref(
  draft: HandOffDraft,
  handOffText: HandOffText,
): string {
  const words = tidy(draft);
  const subject = encodeURIComponent(handOffText.emailSubject(words));
  const body = encodeURIComponent(handOffText.emailBody(words));
  return `mailto:${site.email}?subject=${subject}&body=${body}`;
}
