import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { site } from "~/content/site";
import type * as EndpointModule from "~/effects/contactEndpoint";

vi.mock("~/effects/contactEndpoint", async (importOriginal) => {
  const actual = await importOriginal<typeof EndpointModule>();
  return {
    ...actual,
    contactEndpoint: vi.fn(actual.contactEndpoint),
    postToEndpoint: vi.fn(actual.postToEndpoint),
  };
});

// Test files share one module registry (vitest.config: isolate false): the
// form and its stores load afresh here, so the form sees the mock above.
vi.resetModules();
const { prefillContactForm } = await import("~/effects/contactBridge");
const { contactEndpoint, postToEndpoint } =
  await import("~/effects/contactEndpoint");
const ENDPOINT = "https://forms.example.com/f/kalam";

// A test cut short leaves no answer queued for the next file (they share
// one module registry): back to the real functions after each.
afterEach(() => {
  vi.mocked(contactEndpoint).mockReset();
  vi.mocked(postToEndpoint).mockReset();
});
const { DRAFT_KEY, saveDraft } = await import("~/effects/draft");
const { ContactForm } = await import("./ContactForm");
// The page's copy from the same fresh modules as the form.
const { EnglishPage } = await import("../../../test/englishPage");

const enquiry = {
  name: "प्रिया शर्मा",
  email: "a.b+tag@mail.example.co.in",
  phone: "",
  message: "A booking site for our clinic.",
};

function setup() {
  const user = userEvent.setup();
  const Page = createRoutesStub([{ path: "/", Component: ContactForm }]);
  const view = render(<Page initialEntries={["/"]} />, {
    wrapper: EnglishPage,
  });
  const fields = {
    name: screen.getByRole("textbox", { name: "Name" }),
    email: screen.getByRole("textbox", { name: "Email" }),
    phone: screen.getByRole("textbox", { name: /Phone or WhatsApp/ }),
    message: screen.getByRole("textbox", { name: "Message" }),
  };
  const submit = () =>
    user.click(screen.getByRole("button", { name: "Send message" }));
  const fill = async (values: Partial<typeof enquiry> = enquiry) => {
    for (const [field, text] of Object.entries(values)) {
      if (text) await user.type(fields[field as keyof typeof fields], text);
    }
  };
  return { user, fields, submit, fill, ...view };
}

function silenceConsoleLog() {
  return vi.spyOn(console, "log").mockImplementation(() => {});
}

// The rules' code loads on first use and typing is slow on a busy machine.
describe("ContactForm: the spec's rules", { timeout: 20_000 }, () => {
  it("shows each message on an empty submit, tied to its field, and focuses the first", async () => {
    const { fields, submit } = setup();
    await submit();
    // The rules' code loads on first use (slow on a busy machine).
    expect(
      await screen.findByText("Please enter your name", {}, { timeout: 5_000 }),
    ).toBeVisible();
    expect(fields.name).toHaveAttribute("aria-invalid", "true");
    expect(fields.name).toHaveAccessibleDescription("Please enter your name");
    expect(fields.email).toHaveAccessibleDescription("Please enter your email");
    expect(fields.message).toHaveAccessibleDescription(
      /Tell us a bit about your project/,
    );
    expect(fields.name).toHaveFocus();
  });

  it("marks the spec's fields required without a visible asterisk, and the phone optional", () => {
    const { fields } = setup();
    const { phone, ...required } = fields;
    for (const field of Object.values(required)) {
      expect(field).toBeRequired();
      expect(field).toHaveAttribute("aria-required", "true");
    }
    expect(phone).not.toBeRequired();
    expect(phone).toHaveAccessibleName("Phone or WhatsApp (optional)");
    expect(phone).toHaveAttribute("type", "tel");
    expect(screen.queryByText("*")).not.toBeInTheDocument();
  });

  it("asks for a valid email and focuses it when it is the first problem", async () => {
    const { fields, fill, submit } = setup();
    await fill({ ...enquiry, email: "a @b.com" });
    await submit();
    expect(
      await screen.findByText("Please enter a valid email"),
    ).toBeInTheDocument();
    expect(fields.email).toHaveFocus();
    expect(fields.name).toHaveAttribute("aria-invalid", "false");
  });

  it("updates errors as the visitor corrects them, without clearing anything", async () => {
    const { user, fields, submit } = setup();
    await user.type(fields.message, "Hello");
    await submit();
    expect(
      await screen.findByText("Please enter your name"),
    ).toBeInTheDocument();
    await user.type(fields.name, "Zoë O'Brien");
    expect(
      screen.queryByText("Please enter your name"),
    ).not.toBeInTheDocument();
    expect(fields.message).toHaveValue("Hello");
  });

  it("counts whitespace-only name and message as empty", async () => {
    const { fill, submit } = setup();
    await fill({
      name: "   ",
      email: enquiry.email,
      phone: "",
      message: "   ",
    });
    await submit();
    expect(
      await screen.findByText("Please enter your name"),
    ).toBeInTheDocument();
    expect(
      screen.getByText("Tell us a bit about your project"),
    ).toBeInTheDocument();
  });

  it("logs a valid enquiry once and, with nowhere to send it, says it was not sent and keeps every word", async () => {
    const log = silenceConsoleLog();
    const { fields, fill, submit, user } = setup();
    await fill();
    await submit();
    const panel = await screen.findByRole("group", {
      name: "Your message has not been sent",
    });
    expect(panel).toHaveFocus();
    expect(screen.queryByText(/with us|within a day/)).not.toBeInTheDocument();
    expect(log).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith("Contact form submission", enquiry);
    const whatsapp = within(panel).getByRole("link", { name: /WhatsApp/ });
    expect(decodeURIComponent(whatsapp.getAttribute("href") ?? "")).toContain(
      enquiry.message,
    );
    const email = within(panel).getByRole("link", { name: /Prefer e-mail/ });
    expect(decodeURIComponent(email.getAttribute("href") ?? "")).toContain(
      enquiry.message,
    );
    expect(fields.name).toHaveValue(enquiry.name);
    expect(fields.message).toHaveValue(enquiry.message);
    await waitFor(() =>
      expect(window.localStorage.getItem(DRAFT_KEY)).toContain(enquiry.message),
    );

    await user.click(
      within(panel).getByRole("button", { name: "Back to your message" }),
    );
    expect(panel).not.toBeInTheDocument();
    expect(fields.message).toHaveFocus();
    expect(fields.message).toHaveValue(enquiry.message);
  });

  it("with an endpoint, confirms in the form's place, takes focus and clears the form; Send another brings it back", async () => {
    vi.mocked(contactEndpoint).mockReturnValueOnce(ENDPOINT);
    vi.mocked(postToEndpoint).mockResolvedValueOnce({ ok: true });
    const { fields, fill, submit, user } = setup();
    await fill();
    await submit();
    const panel = await screen.findByRole("group", {
      name: /Your message is with us.*within a day/,
    });
    expect(panel).toHaveFocus();
    expect(within(panel).getByText("What happens next")).toBeInTheDocument();
    expect(
      within(panel).getByRole("link", { name: /See our work while you wait/ }),
    ).toHaveAttribute("href", "/portfolio");
    for (const field of Object.values(fields)) expect(field).toHaveValue("");

    await user.click(
      within(panel).getByRole("button", { name: "Send another message" }),
    );
    expect(panel).not.toBeInTheDocument();
    expect(fields.name).toHaveFocus();
  });

  it("logs text that looks like markup as plain text and never runs it", async () => {
    const log = silenceConsoleLog();
    const alert = vi.spyOn(window, "alert").mockImplementation(() => {});
    const { fields, fill, submit } = setup();
    const markup = "<img src=x onerror=alert(1)> <script>alert(2)</script>";
    await fill({ ...enquiry, message: markup });
    expect(fields.message).toHaveValue(markup);
    await submit();
    expect(log).toHaveBeenCalledWith(
      "Contact form submission",
      expect.objectContaining({ message: markup }),
    );
    expect(screen.queryByRole("img")).not.toBeInTheDocument();
    expect(alert).not.toHaveBeenCalled();
  });

  it("counts characters and keeps the first 2000 of a longer paste, saying so", async () => {
    const { user, fields } = setup();
    expect(fields.message).toHaveAttribute("rows", "6");
    await user.click(fields.message);
    await user.paste("x".repeat(2100));
    expect(fields.message).toHaveValue("x".repeat(2000));
    expect(screen.getByText("2000/2000 characters")).toBeInTheDocument();
    expect(
      screen.getByText(
        /longer than 2000 characters, so we kept the first 2000/,
      ),
    ).toBeInTheDocument();
  });

  it("fills the message when another part of the page hands text over", async () => {
    const { fields } = setup();
    prefillContactForm("From the assistant: a Shopify store.");
    await waitFor(() =>
      expect(fields.message).toHaveValue(
        "From the assistant: a Shopify store.",
      ),
    );
  });
});

describe("ContactForm: the draft", () => {
  it("saves what is typed and restores it with a 'Draft saved' hint", async () => {
    const { fill, unmount } = setup();
    await fill({ name: enquiry.name, message: enquiry.message });
    await waitFor(() =>
      expect(window.localStorage.getItem(DRAFT_KEY)).toContain(enquiry.message),
    );
    unmount();

    const { fields } = setup();
    expect(fields.name).toHaveValue(enquiry.name);
    expect(fields.message).toHaveValue(enquiry.message);
    expect(screen.getByText(/Draft saved/)).toBeInTheDocument();
    expect(screen.getByText("30/2000 characters")).toBeInTheDocument();
  });

  it("writes at most every few hundred milliseconds, not on each key", async () => {
    const setItem = vi.spyOn(Storage.prototype, "setItem");
    const { user, fields } = setup();
    await user.type(fields.name, "Priya");
    expect(setItem).not.toHaveBeenCalled();
    await waitFor(() => expect(setItem).toHaveBeenCalledTimes(1));
  });

  it("shows no hint when there is no draft", () => {
    setup();
    expect(screen.queryByText(/Draft saved/)).not.toBeInTheDocument();
  });

  it("clears the form and forgets the draft on 'Clear'", async () => {
    saveDraft(enquiry);
    const { user, fields } = setup();
    await user.click(screen.getByRole("button", { name: "Clear draft" }));
    for (const field of Object.values(fields)) expect(field).toHaveValue("");
    expect(window.localStorage.getItem(DRAFT_KEY)).toBeNull();
    expect(screen.queryByText(/Draft saved/)).not.toBeInTheDocument();
    expect(fields.name).toHaveFocus();
  });

  it("forgets the draft once the message is sent", async () => {
    vi.mocked(contactEndpoint).mockReturnValueOnce(ENDPOINT);
    vi.mocked(postToEndpoint).mockResolvedValueOnce({ ok: true });
    saveDraft(enquiry);
    const { submit } = setup();
    await submit();
    await screen.findByText(/Your message is with us/);
    expect(window.localStorage.getItem(DRAFT_KEY)).toBeNull();
    expect(screen.queryByText(/Draft saved/)).not.toBeInTheDocument();
  });

  it("ignores an unreadable draft without an error", () => {
    window.localStorage.setItem(DRAFT_KEY, "{oops");
    const { fields } = setup();
    expect(fields.name).toHaveValue("");
    expect(screen.queryByText(/Draft saved/)).not.toBeInTheDocument();
  });

  it.each([
    {
      name: "still sends when storage is full",
      breakStorage: () =>
        vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
          throw new DOMException("full", "QuotaExceededError");
        }),
    },
    {
      name: "still works when storage is blocked altogether",
      breakStorage: () =>
        vi.spyOn(window, "localStorage", "get").mockImplementation(() => {
          throw new DOMException("blocked", "SecurityError");
        }),
    },
  ])("$name", async ({ breakStorage }) => {
    const log = silenceConsoleLog();
    const storage = breakStorage();
    try {
      const { fill, submit } = setup();
      await fill();
      await submit();
      expect(
        await screen.findByText("Your message has not been sent"),
      ).toBeInTheDocument();
      expect(log).toHaveBeenCalledTimes(1);
    } finally {
      storage.mockRestore();
    }
  });
});

describe("ContactForm: delivery and hand-off", () => {
  it("keeps every word and offers WhatsApp and e-mail when delivery fails", async () => {
    vi.mocked(contactEndpoint).mockReturnValueOnce(ENDPOINT);
    vi.mocked(postToEndpoint).mockResolvedValueOnce({
      ok: false,
      reason: "refused",
    });
    const { fields, fill, submit } = setup();
    await fill();
    await submit();
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(/didn't reach us/);
    expect(fields.name).toHaveValue(enquiry.name);
    expect(fields.email).toHaveValue(enquiry.email);
    expect(fields.message).toHaveValue(enquiry.message);
    const whatsapp = within(alert).getByRole("link", { name: /WhatsApp/ });
    expect(decodeURIComponent(whatsapp.getAttribute("href") ?? "")).toContain(
      enquiry.message,
    );
    expect(
      within(alert).getByRole("link", { name: /Prefer e-mail/ }),
    ).toHaveAttribute("href", expect.stringMatching(/^mailto:/));
    expect(screen.queryByText(/within a day/)).not.toBeInTheDocument();
  });

  it("drops an enquiry whose honeypot is filled, as a bot's", async () => {
    const log = silenceConsoleLog();
    const { fill, submit } = setup();
    // A bot fills every field it finds, the hidden one too.
    const honeypot = screen.getByLabelText<HTMLInputElement>("Company website");
    honeypot.value = "https://cheap-seo.example";
    await fill();
    await submit();
    expect(
      await screen.findByText("Your message has not been sent"),
    ).toBeInTheDocument();
    expect(postToEndpoint).not.toHaveBeenCalled();
    expect(log).not.toHaveBeenCalled();
  });

  it("hides the honeypot from keyboards and assistive technology", () => {
    setup();
    expect(
      screen.queryByRole("textbox", { name: "Company website" }),
    ).not.toBeInTheDocument();
    const honeypot = screen.getByRole("textbox", {
      name: "Company website",
      hidden: true,
    });
    expect(honeypot).toHaveAttribute("name", "company_website");
    expect(honeypot).toHaveAttribute("tabindex", "-1");
    expect(honeypot).toHaveAttribute("autocomplete", "off");
  });

  it("prefills the WhatsApp and e-mail links with the name and message", async () => {
    const { fill } = setup();
    await fill({ name: "Zoë", message: "Logo & banners?" });
    const whatsapp = screen.getByRole("link", { name: /Prefer WhatsApp/ });
    const email = screen.getByRole("link", { name: /Prefer e-mail/ });
    expect(whatsapp).toHaveAttribute(
      "href",
      `https://wa.me/${site.whatsapp}?text=${encodeURIComponent(
        `Hi ${site.name}, this is Zoë.\n\nLogo & banners?`,
      )}`,
    );
    expect(email.getAttribute("href")).toContain(
      `subject=${encodeURIComponent("Project enquiry from Zoë")}`,
    );
    expect(email.getAttribute("href")).toContain(
      encodeURIComponent("Logo & banners?"),
    );
  });

  it("links the privacy notice under the form", () => {
    setup();
    expect(
      screen.getByRole("link", { name: "privacy notice" }),
    ).toHaveAttribute("href", "#privacy");
  });
});
