import { describe, expect, it } from "vitest";
import { CONTACT_FIELD_LIMITS, MESSAGE_MAX_LENGTH } from "~/lib/constants";
import { contactMessages } from "~/content/contactMessages";
import { contactSchema, type ContactValues } from "./contactSchema";

const valid: ContactValues = {
  name: "Priya Sharma",
  email: "priya@example.in",
  phone: "",
  message: "We need a landing page for our Diwali sale.",
};

/** Each field's first error message, as the form shows it. */
function errorsFor(values: Partial<ContactValues>) {
  const result = contactSchema.safeParse({ ...valid, ...values });
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0]);
    errors[field] ??= issue.message;
  }
  return errors;
}

describe("contactSchema", () => {
  it("quotes the spec's messages exactly", () => {
    expect(contactMessages.name.required).toBe("Please enter your name");
    expect(contactMessages.email.required).toBe("Please enter your email");
    expect(contactMessages.email.invalid).toBe("Please enter a valid email");
    expect(contactMessages.message.required).toBe(
      "Tell us a bit about your project",
    );
  });

  it("accepts a complete enquiry and trims the edges", () => {
    expect(
      contactSchema.parse({
        name: "  Priya Sharma ",
        email: " priya@example.in ",
        phone: "",
        message: "\nHello\n",
      }),
    ).toEqual({
      name: "Priya Sharma",
      email: "priya@example.in",
      phone: "",
      message: "Hello",
    });
  });

  it("asks for each empty field with its own message", () => {
    expect(errorsFor({ name: "", email: "", phone: "", message: "" })).toEqual({
      name: "Please enter your name",
      email: "Please enter your email",
      message: "Tell us a bit about your project",
    });
  });

  it("counts whitespace-only name and message as empty", () => {
    expect(errorsFor({ name: "   \t", message: " \n\n " })).toEqual({
      name: "Please enter your name",
      message: "Tell us a bit about your project",
    });
  });

  it("says 'required' for a blank email, not 'invalid'", () => {
    expect(errorsFor({ email: "   " })).toEqual({
      email: "Please enter your email",
    });
  });

  it.each(["abc", "a@b", "a @b.com", "priya@", "@example.com"])(
    "rejects %j as not a valid email",
    (email) => {
      expect(errorsFor({ email })).toEqual({
        email: "Please enter a valid email",
      });
    },
  );

  it.each(["a.b+tag@mail.example.co.in", "hello@kalam.studio"])(
    "accepts %j",
    (email) => {
      expect(errorsFor({ email })).toEqual({});
    },
  );

  it.each(["प्रिया शर्मा", "Zoë O'Brien", "李明", "محمد علي"])(
    "accepts the name %j in any script",
    (name) => {
      expect(contactSchema.parse({ ...valid, name }).name).toBe(name);
    },
  );

  it(`allows ${MESSAGE_MAX_LENGTH} characters and no more`, () => {
    expect(errorsFor({ message: "a".repeat(MESSAGE_MAX_LENGTH) })).toEqual({});
    expect(errorsFor({ message: "a".repeat(MESSAGE_MAX_LENGTH + 1) })).toEqual({
      message: "Please keep your message to 2000 characters",
    });
  });

  it("caps the name at 200 characters and the email at 254, with clear messages", () => {
    expect(errorsFor({ name: "n".repeat(200) })).toEqual({});
    expect(errorsFor({ name: "n".repeat(201) })).toEqual({
      name: "Please keep your name to 200 characters",
    });
    const local = "p".repeat(64);
    const atLimit = `${local}@${"d".repeat(254 - 64 - 1 - 3)}.in`.slice(0, 254);
    expect(atLimit).toHaveLength(254);
    expect(errorsFor({ email: atLimit })).toEqual({});
    expect(errorsFor({ email: `x${atLimit}` })).toEqual({
      email: "An email address has at most 254 characters",
    });
    expect(CONTACT_FIELD_LIMITS).toEqual({
      name: 200,
      email: 254,
      phone: 40,
      message: 2000,
    });
  });

  it.each([
    "98100 12345",
    "+91 98100 12345",
    "+91-98100-12345",
    "098100 12345",
    "(011) 2345 6789",
    "+44 20 7946 0958",
    "0044 20 7946 0958",
    "+1 (415) 555-0132",
  ])("accepts the phone number %j as typed", (phone) => {
    expect(contactSchema.parse({ ...valid, phone }).phone).toBe(phone);
  });

  it("takes an enquiry without a phone number: the field is optional", () => {
    expect(errorsFor({ phone: "" })).toEqual({});
    expect(errorsFor({ phone: "   " })).toEqual({});
    const withoutPhone: Partial<ContactValues> = { ...valid };
    delete withoutPhone.phone;
    expect(contactSchema.parse(withoutPhone).phone).toBe("");
  });

  it.each(["call me", "12345", "+91 98100 12345 ext", "<b>98100</b>"])(
    "refuses %j with a clear message, not as a phone number",
    (phone) => {
      expect(errorsFor({ phone })).toEqual({
        phone: contactMessages.phone.invalid,
      });
    },
  );

  it("caps the phone at 40 characters", () => {
    expect(errorsFor({ phone: `+91 ${"9".repeat(50)}` })).toEqual({
      phone: "A phone number has at most 40 characters here",
    });
  });

  it("keeps text that looks like markup as plain text", () => {
    const message = `<script>alert("x")</script><img src=x onerror=alert(1)>`;
    expect(contactSchema.parse({ ...valid, message }).message).toBe(message);
  });
});
