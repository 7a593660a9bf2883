import { render, screen, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { loadDraft, saveDraft } from "~/effects/draft";
import { EnglishPage } from "../../../test/englishPage";
import { ContactForm } from "./ContactForm";

/** The form as prerendered, in the page before its code has loaded. */
function prerender() {
  const container = document.createElement("div");
  container.innerHTML = renderToString(
    <EnglishPage>
      <ContactForm />
    </EnglishPage>,
  );
  document.body.append(container);
  const field = (name: string) =>
    within(container).getByRole<HTMLInputElement | HTMLTextAreaElement>(
      "textbox",
      { name },
    );
  return { container, name: field("Name"), message: field("Message") };
}

function hydrate(container: HTMLElement) {
  render(<ContactForm />, { container, hydrate: true });
}

// A hydration mismatch logs console.error, which fails these tests.
describe("ContactForm hydrating the prerendered HTML", () => {
  it("restores a saved draft after hydration, without a mismatch", () => {
    saveDraft({
      name: "Zoë",
      email: "zoe@example.ie",
      phone: "",
      message: "Hello",
    });
    const { container } = prerender();
    expect(screen.queryByText(/Draft saved/)).not.toBeInTheDocument();
    hydrate(container);
    expect(screen.getByRole("textbox", { name: "Name" })).toHaveValue("Zoë");
    expect(screen.getByRole("textbox", { name: "Message" })).toHaveValue(
      "Hello",
    );
    expect(screen.getByText(/Draft saved/)).toBeInTheDocument();
  });

  it("keeps what was typed before the form's code arrived", () => {
    saveDraft({ name: "Old", email: "", phone: "", message: "An older draft" });
    const { container, name, message } = prerender();
    name.value = "प्रिया";
    message.value = "Typed while the code loaded";
    hydrate(container);
    expect(screen.getByRole("textbox", { name: "Name" })).toHaveValue("प्रिया");
    expect(screen.getByRole("textbox", { name: "Message" })).toHaveValue(
      "Typed while the code loaded",
    );
    expect(screen.getByText("27/2000 characters")).toBeInTheDocument();
    expect(screen.queryByText(/Draft saved/)).not.toBeInTheDocument();
    expect(loadDraft()?.message).toBe("Typed while the code loaded");
    expect(
      screen.getByRole("link", { name: /Prefer WhatsApp/ }),
    ).toHaveAttribute(
      "href",
      expect.stringContaining(
        encodeURIComponent("Typed while the code loaded"),
      ),
    );
  });
});
