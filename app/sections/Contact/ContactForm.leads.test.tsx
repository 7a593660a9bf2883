import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { flushOutbox } from "~/effects/flushOutbox";
import { contactOutcomeContent } from "~/content/contactOutcomes";
import { OUTBOX_KEY, queuedEnquiries } from "~/effects/outbox";
import { ContactForm } from "./ContactForm";

/* The form on a page served with the lead service on. */

const enquiry = {
  name: "Meera Iyer",
  email: "meera@example.in",
  message: "Reels for our bakery in Bandra.",
};

let meta: HTMLMetaElement;
beforeEach(() => {
  meta = document.createElement("meta");
  meta.name = "lead-service";
  meta.content = "/api/contact";
  document.head.append(meta);
});
afterEach(() => meta.remove());

function answer(status: number, body: unknown) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json" },
  });
}

async function fillAndSend() {
  const user = userEvent.setup({ delay: null });
  render(<ContactForm />);
  const form = screen.getByRole("form", { name: "Send us a message" });
  await user.type(screen.getByRole("textbox", { name: "Name" }), enquiry.name);
  await user.type(
    screen.getByRole("textbox", { name: "Email" }),
    enquiry.email,
  );
  await user.type(
    screen.getByRole("textbox", { name: "Message" }),
    enquiry.message,
  );
  await user.click(screen.getByRole("button", { name: "Send message" }));
  return form;
}

describe("ContactForm with the lead service", { timeout: 20_000 }, () => {
  it("posts the enquiry with its key and the page's age, then confirms", async () => {
    const fetchSpy = vi
      .spyOn(globalThis, "fetch")
      .mockResolvedValue(answer(201, { ok: true, id: "x" }));
    const form = await fillAndSend();
    expect(
      await within(form).findByText(/Thanks, Meera Iyer!/),
    ).toBeInTheDocument();
    const [url, init] = fetchSpy.mock.calls[0] ?? [];
    expect(url).toBe("/api/contact");
    const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
    expect(body).toMatchObject(enquiry);
    expect(body.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(typeof body.elapsedMs).toBe("number");
    expect(screen.getByRole("textbox", { name: "Message" })).toHaveValue("");
  });

  it("offline: keeps the words, saves the enquiry on the device, and confirms once it goes out", async () => {
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    const form = await fillAndSend();
    expect(
      await within(form).findByText(
        "Saved on this device; we'll send it as soon as you're back online",
      ),
    ).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(screen.getByRole("textbox", { name: "Message" })).toHaveValue(
      enquiry.message,
    );
    expect(
      within(form).getByRole("link", { name: /Prefer WhatsApp/ }),
    ).toBeInTheDocument();
    expect(queuedEnquiries()).toHaveLength(1);

    fetchSpy.mockResolvedValue(answer(201, { ok: true, id: "x" }));
    await act(() => flushOutbox());
    expect(
      await within(form).findByText(/Thanks, Meera Iyer!/),
    ).toBeInTheDocument();
    expect(window.localStorage.getItem(OUTBOX_KEY)).toBeNull();
    expect(screen.getByRole("textbox", { name: "Message" })).toHaveValue("");
  });

  it("shows the service's words when it asks the visitor to wait", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValue(
      answer(429, { ok: false, error: "Please wait a few minutes." }),
    );
    const form = await fillAndSend();
    const alert = await within(form).findByRole("alert");
    expect(alert).toHaveTextContent("Please wait a few minutes.");
    expect(
      within(alert).getByRole("link", { name: /Prefer e-mail/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Message" })).toHaveValue(
      enquiry.message,
    );
    expect(queuedEnquiries()).toEqual([]);
  });

  it("says plainly that a message the service could not save has not reached the studio, and keeps it in the form", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch").mockResolvedValue(
      answer(503, {
        ok: false,
        reason: "not-saved",
        error: contactOutcomeContent.notSaved,
      }),
    );
    const form = await fillAndSend();
    const alert = await within(form).findByRole("alert");
    expect(alert).toHaveTextContent("Your message didn't reach us");
    expect(alert).toHaveTextContent(
      "Something on our side stopped us saving your message, so it has not reached us yet. Everything you wrote is still here",
    );
    expect(
      within(alert).getByRole("link", { name: /Prefer WhatsApp/ }),
    ).toBeInTheDocument();
    expect(within(form).queryByText(/back online/)).not.toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Message" })).toHaveValue(
      enquiry.message,
    );
    // Not kept on the device as if the network were at fault, nor retried.
    expect(queuedEnquiries()).toEqual([]);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });

  it("shows a field error the service found on that field", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValue(
      answer(400, {
        ok: false,
        errors: { email: "Please enter a valid email" },
      }),
    );
    await fillAndSend();
    expect(
      await screen.findByRole("textbox", { name: "Email" }),
    ).toHaveAccessibleDescription("Please enter a valid email");
  });

  it("keeps the enquiry on the device when the server fails twice", async () => {
    const fetchSpy = vi
      .spyOn(globalThis, "fetch")
      .mockImplementation(async () => answer(503, { ok: false }));
    const form = await fillAndSend();
    expect(
      await within(form).findByText(
        "Saved on this device; we'll send it as soon as you're back online",
        {},
        { timeout: 3_000 },
      ),
    ).toBeInTheDocument();
    expect(fetchSpy).toHaveBeenCalledTimes(2);
    const keys = fetchSpy.mock.calls.map(
      ([, init]) => (JSON.parse(String(init?.body)) as { key: string }).key,
    );
    expect(new Set(keys).size).toBe(1);
    expect(queuedEnquiries().map((entry) => entry.key)).toEqual([keys[0]]);
  });
});
