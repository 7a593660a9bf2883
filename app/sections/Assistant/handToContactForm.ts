import { prefillContactForm } from "~/lib/contactBridge";
import { prefersReducedMotion } from "~/hooks/usePrefersReducedMotion";

const CONTACT_ID = "contact";

function isFormFilled(message: string): boolean {
  const contact = document.getElementById(CONTACT_ID);
  if (!contact) return false;
  if (contact.contains(document.activeElement)) return true;
  return [...contact.querySelectorAll("textarea")].some(
    (field) => field.value === message,
  );
}

const wait = (ms: number) =>
  new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Hands the summary to the contact form (which fills its message and takes
 * focus). The form's code loads when its section nears the viewport, so
 * if nothing took the message yet, bring the section into view and try
 * again for a few seconds. Resolves `false` if no form ever took it.
 */
export async function handToContactForm(
  message: string,
  { attempts = 40, intervalMs = 125 } = {},
): Promise<boolean> {
  for (let attempt = 0; attempt < attempts; attempt++) {
    prefillContactForm(message);
    if (isFormFilled(message)) return true;
    if (attempt === 0) {
      document.getElementById(CONTACT_ID)?.scrollIntoView({
        behavior: prefersReducedMotion() ? "instant" : "smooth",
        block: "start",
      });
    }
    await wait(intervalMs);
  }
  return false;
}
