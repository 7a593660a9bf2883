import { afterEach, describe, expect, it } from "vitest";
import { onPrefillContactForm } from "~/lib/contactBridge";
import { handToContactForm } from "./handToContactForm";

afterEach(() => {
  document.body.innerHTML = "";
});

describe("handing the summary to the contact form", () => {
  it("resolves true as soon as the form takes the message", async () => {
    document.body.innerHTML =
      '<section id="contact"><textarea aria-label="Message"></textarea></section>';
    const field = document.querySelector("textarea");
    const stop = onPrefillContactForm(({ message }) => {
      if (field) field.value = message;
    });
    await expect(handToContactForm("Hello studio")).resolves.toBe(true);
    expect(field?.value).toBe("Hello studio");
    stop();
  });

  it("keeps trying while the form's code loads", async () => {
    document.body.innerHTML =
      '<section id="contact"><textarea aria-label="Message"></textarea></section>';
    const field = document.querySelector("textarea");
    let stop = () => {};
    setTimeout(() => {
      stop = onPrefillContactForm(({ message }) => field?.focus() ?? message);
    }, 30);
    await expect(
      handToContactForm("Late form", { attempts: 10, intervalMs: 10 }),
    ).resolves.toBe(true);
    expect(field).toHaveFocus();
    stop();
  });

  it("resolves false when no form ever takes it", async () => {
    await expect(
      handToContactForm("Nobody home", { attempts: 3, intervalMs: 1 }),
    ).resolves.toBe(false);
  });
});
