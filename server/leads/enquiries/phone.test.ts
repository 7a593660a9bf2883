import { describe, expect } from "vitest";
import { it, type Service } from "../../../test/server/fixtures";
import { phoneE164 } from "./enquiry";
import {
  enquiry,
  eventually,
  postForm,
  postJson,
  signedIn,
} from "../../../test/server/testing";

/*
 * The optional "Phone or WhatsApp" field, added to the enquiry's one
 * declaration: kept as typed, normalised to E.164 only when it is a valid
 * number, in the e-mail, the inbox and the CSV.
 */

async function stored(s: Service, id: string) {
  const found = await s.db.execute({
    sql: "SELECT phone, phone_e164 FROM leads WHERE id = ?",
    args: [id],
  });
  return found.rows[0];
}

describe("phoneE164", () => {
  it.each([
    ["98100 12345", "+919810012345"],
    ["+91 98100-12345", "+919810012345"],
    ["098100 12345", "+919810012345"],
    ["(011) 2345 6789", "+911123456789"],
    ["+44 20 7946 0958", "+442079460958"],
    ["0044 20 7946 0958", "+442079460958"],
    ["+1 (415) 555-0132", "+14155550132"],
  ])("reads %j as %s", (typed, e164) => {
    expect(phoneE164(typed)).toBe(e164);
  });

  it.each(["12345 67", "+91 12345", "000000000", "+999 1234 5678"])(
    "leaves %j without an E.164 form: it is not a valid number",
    (typed) => {
      expect(phoneE164(typed)).toBeNull();
    },
  );
});

describe("the phone field through the lead service", () => {
  it("stores a number as typed, with its E.164 form, and e-mails both", async ({
    smtp,
    startWithSmtp,
  }) => {
    const s = await startWithSmtp();
    const response = await postJson(
      s.app,
      enquiry({ name: "Ravi Kumar", phone: " 098100-12345 " }),
    );
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    expect(await stored(s, id)).toMatchObject({
      phone: "098100-12345",
      phone_e164: "+919810012345",
    });
    await eventually(() => expect(smtp.mails).toHaveLength(1));
    expect(smtp.mails[0]?.raw).toContain(
      "Phone or WhatsApp: 098100-12345 (+919810012345)",
    );
  });

  it.for([
    [
      "keeps a number it cannot check as typed, without an E.164 form",
      { phone: "12345 678" },
      { phone: "12345 678", phone_e164: null },
    ],
    [
      // `enquiry()` has no phone, as the form sent before the field existed.
      "takes an enquiry without a phone, and from an older form without the field",
      {},
      { phone: "", phone_e164: null },
    ],
  ] as const)("%s", async ([, fields, kept], { startWithSmtp }) => {
    const s = await startWithSmtp();
    const response = await postJson(s.app, enquiry(fields));
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    expect(await stored(s, id)).toMatchObject(kept);
  });

  it("takes the phone from the form without JavaScript, and keeps it on a retry page", async ({
    startWithSmtp,
  }) => {
    const s = await startWithSmtp();
    const post = (fields: Record<string, string>) =>
      postForm(s.app, "", fields);
    const typed = {
      name: "Kabir",
      phone: "+91 98100 12345",
      message: "A menu site",
    };
    const refused = await post({ ...typed, email: "not an email" });
    expect(refused.status).toBe(400);
    const page = await refused.text();
    expect(page).toContain('name="phone"');
    expect(page).toContain('value="+91 98100 12345"');
    expect(page).toContain('type="tel"');

    const sent = await post({ ...typed, email: "kabir@example.in" });
    expect(sent.status).toBe(303);
    const row = await s.db.execute("SELECT phone, phone_e164 FROM leads");
    expect(row.rows[0]).toMatchObject({
      phone: "+91 98100 12345",
      phone_e164: "+919810012345",
    });
  });

  it("shows a valid number in the inbox as tel: and WhatsApp links, and both forms in the CSV", async ({
    startWithSmtp,
  }) => {
    const s = await startWithSmtp();
    await postJson(s.app, enquiry({ name: "Asha", phone: "98100 12345" }));
    await postJson(s.app, enquiry({ name: "Unchecked", phone: "12345 678" }));
    const read = await signedIn(s.app, "correct horse battery staple");
    const inbox = await read("/studio");
    expect(inbox).toContain('href="tel:+919810012345"');
    expect(inbox).toContain('href="https://wa.me/919810012345"');
    expect(inbox).toContain("12345 678");
    expect(inbox).not.toContain("tel:12345");
    const csv = await read("/studio/leads.csv");
    // A leading + is escaped like any formula (OWASP), so a spreadsheet keeps it as text.
    expect(csv).toContain('"98100 12345","\'+919810012345"');
  });
});
