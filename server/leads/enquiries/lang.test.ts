import { simpleParser } from "mailparser";
import { describe, expect } from "vitest";
import { it, type Service, type Smtp } from "../../../test/server/fixtures";
import {
  enquiry,
  eventually,
  postForm,
  postJson,
  signedIn,
} from "../../../test/server/testing";

/* The language of the page an enquiry was sent from, end to end. */

const PASSWORD = "correct horse battery staple";
const DEVANAGARI = /[\u0900-\u097f]/;

async function storedLang(s: Service, name: string) {
  const result = await s.db.execute({
    sql: "SELECT lang, message FROM leads WHERE name = ?",
    args: [name],
  });
  expect(result.rows).toHaveLength(1);
  return result.rows[0] as unknown as { lang: string; message: string };
}

/** The inbox's page of the one enquiry in it. */
async function detailPage(s: Service) {
  const get = await signedIn(s.app, PASSWORD);
  const list = await get("/studio");
  const id = /href="\/studio\/leads\/([0-9a-f-]+)/.exec(list)?.[1] ?? "";
  return { list, detail: await get(`/studio/leads/${id}`), get };
}

const mailsTo = (smtp: Smtp, address: string) =>
  smtp.mails.filter((mail) => mail.to.includes(address));

/** One MIME part's headers and body, as sent on the wire. */
function mimePart(raw: string, type: string) {
  const start = raw.indexOf(`Content-Type: ${type}`);
  expect(start).toBeGreaterThan(-1);
  const part = raw.slice(start).split(/\r?\n--/)[0] ?? "";
  const [headers = "", body = ""] = part.split(/\r?\n\r?\n/);
  return { headers, body };
}

describe("an enquiry's language", () => {
  it("is stored with a Hindi enquiry and shown in the inbox, its list and the CSV", async ({
    start,
  }) => {
    const s = await start({ studioPassword: PASSWORD });
    const response = await postJson(
      s.app,
      enquiry({ name: "अनन्या शर्मा", lang: "hi" }),
    );
    expect(response.status).toBe(201);
    expect((await storedLang(s, "अनन्या शर्मा")).lang).toBe("hi");

    const { list, detail, get } = await detailPage(s);
    expect(detail).toMatch(
      /<dt>Language<\/dt>\s*<dd><span>Hindi \(<span lang="hi">हिंदी<\/span>\)<\/span>/,
    );
    // The list marks the enquiries that are not in English.
    expect(list).toContain('<span lang="hi">हिंदी</span>');
    const csv = await get("/studio/leads.csv");
    const [header, row] = csv
      .replace(/^\ufeff/, "")
      .split("\r\n")
      .map((line): string[] => line.match(/"(?:[^"]|"")*"/g) ?? []);
    const column = header?.indexOf('"language"') ?? -1;
    expect(column).toBeGreaterThan(-1);
    expect(row?.[column]).toBe('"hi"');
  });

  it("is English for an English enquiry, and for any value that is not one of ours", async ({
    start,
  }) => {
    const s = await start({ studioPassword: PASSWORD, perMinute: 20 });
    const bogus: [string, unknown][] = [
      ["No Lang", undefined],
      ["French", "fr"],
      ["Upper Case", "HI"],
      ["Padded", " hi"],
      ["With A Mark", "hi\u200f"],
      ["A List", ["hi"]],
      ["An Object", { lang: "hi" }],
      ["Injection", "hi'); DROP TABLE leads; --"],
    ];
    for (const [name, lang] of bogus) {
      expect((await postJson(s.app, enquiry({ name, lang }))).status).toBe(201);
      expect((await storedLang(s, name)).lang).toBe("en");
    }
    const { detail } = await detailPage(s);
    // The inbox's page names the language of every enquiry, English too.
    expect(detail).toMatch(/<dt>Language<\/dt>\s*<dd><span>English<\/span>/);
  });

  it("keeps a 2,000-character Devanagari message with right-to-left marks and mixed scripts intact, in the database, the inbox and the studio's e-mail", async ({
    smtp,
    startWithSmtp,
  }) => {
    const s = await startWithSmtp({ studioPassword: PASSWORD });
    const mixed =
      "नमस्ते! React वेबसाइट \u200fचाहिए\u200f — مرحبا ‏שלום‏ «ok» 😀 ९८/१०० Lighthouse.\n";
    let message = mixed;
    while ([...message].length < 2000) message += "क्लिनिक की बुकिंग ";
    message = [...message].slice(0, 2000).join("");
    expect([...message]).toHaveLength(2000);
    const name = "रोहन \u200fمريم\u200f Iyer";

    const response = await postJson(
      s.app,
      enquiry({ name, message, lang: "hi" }),
    );
    expect(response.status).toBe(201);
    const stored = await storedLang(s, name);
    expect(stored.message).toBe(message);
    expect(stored.lang).toBe("hi");

    const { detail } = await detailPage(s);
    expect(detail).toContain(mixed.trim());
    expect(detail).toContain(message.slice(-200));
    expect(detail).toContain(name);

    await eventually(() =>
      expect(mailsTo(smtp, "studio@example.in")).toHaveLength(1),
    );
    const mail = await simpleParser(
      mailsTo(smtp, "studio@example.in")[0]?.raw ?? "",
    );
    expect(mail.text).toContain(message);
    expect(mail.text).toContain(`Name: ${name}`);
  });
});

describe("the e-mails of a Hindi enquiry", () => {
  it("names its language to the studio, and acknowledges it in Hindi, in UTF-8 the mail reader decodes", async ({
    smtp,
    startWithSmtp,
  }) => {
    const s = await startWithSmtp({ ack: true });
    const sent = enquiry({
      name: "अनन्या शर्मा",
      email: "ananya@example.in",
      message: "हमारे कैफ़े के लिए एक वेबसाइट चाहिए।",
      lang: "hi",
    });
    expect((await postJson(s.app, sent)).status).toBe(201);
    await eventually(() => expect(smtp.mails).toHaveLength(2));

    const studio = await simpleParser(
      mailsTo(smtp, "studio@example.in")[0]?.raw ?? "",
    );
    expect(studio.text).toContain("Language: Hindi (हिंदी)");

    const raw = mailsTo(smtp, "ananya@example.in")[0]?.raw ?? "";
    // On the wire: every header and body in 7-bit ASCII, the Hindi encoded.
    expect(raw).not.toMatch(DEVANAGARI);
    expect(raw).toMatch(/^Subject: =\?UTF-8\?[BQ]\?/im);
    const plain = mimePart(raw, "text/plain");
    expect(plain.headers).toMatch(/charset=utf-8/i);
    expect(plain.headers).toMatch(
      /Content-Transfer-Encoding: (base64|quoted-printable)/i,
    );
    const html = mimePart(raw, "text/html");
    expect(html.headers).toMatch(/charset=utf-8/i);

    const ack = await simpleParser(raw);
    expect(ack.subject).toBe("आपका मैसेज हमें मिल गया है - Kalam Studio");
    expect(ack.text).toMatch(/^नमस्ते अनन्या,\n/);
    expect(ack.text).toContain("आगे क्या होगा:");
    expect(ack.text).toContain(
      "1. हम एक दिन के भीतर आपके प्रोजेक्ट के बारे में कुछ सवालों के साथ जवाब देते हैं।",
    );
    expect(ack.text).not.toMatch(/What happens next|Thank you/);
    expect(String(ack.html)).toContain('<html lang="hi">');
    // Never the visitor's words, in any language.
    expect(`${ack.text ?? ""}${String(ack.html)}`).not.toContain("कैफ़े");
  });

  it("acknowledges an English enquiry exactly as before", async ({
    smtp,
    startWithSmtp,
  }) => {
    const s = await startWithSmtp({ ack: true });
    const sent = enquiry({ name: "Meera Iyer", email: "meera@example.in" });
    expect((await postJson(s.app, sent)).status).toBe(201);
    await eventually(() =>
      expect(mailsTo(smtp, "meera@example.in")).toHaveLength(1),
    );
    const raw = mailsTo(smtp, "meera@example.in")[0]?.raw ?? "";
    const ack = await simpleParser(raw);
    expect(ack.subject).toBe("We have your message - Kalam Studio");
    expect(ack.text).toBe(
      [
        "Hi Meera,",
        "",
        "Thank you for writing to Kalam Studio. Your message reached us, and we reply within a day, Monday to Saturday.",
        "",
        "What happens next:",
        "1. We reply within a day with a few questions about your project.",
        "2. A free 30-minute call to agree on scope, timeline and who does what.",
        "3. A written plan with a fixed price, so you know the cost before we start.",
        "",
        "If you want to add anything, reply to this e-mail.",
        "",
        "If you did not write to us, you can ignore this e-mail: someone typed your address into the contact form on our site.",
        "",
        "Kalam Studio, New Delhi, India",
      ].join("\n"),
    );
    expect(String(ack.html)).toContain('<html lang="en">');
    const studio = await simpleParser(
      mailsTo(smtp, "studio@example.in")[0]?.raw ?? "",
    );
    expect(studio.text).toContain("Language: English");
  });
});

describe("the form without JavaScript on a Hindi page", () => {
  const fields = {
    name: "अनन्या शर्मा",
    email: "ananya@example.in",
    message: "बिना JavaScript के भेजा गया मैसेज।",
    lang: "hi",
  };

  it("stores the enquiry in Hindi and thanks the visitor in Hindi", async ({
    start,
  }) => {
    const s = await start();
    const response = await postForm(s.app, "?from=%2Fhi%2F", fields);
    expect(response.status).toBe(303);
    const location = response.headers.get("location") ?? "";
    expect(location).toBe("/api/contact/thanks?lang=hi");
    expect((await storedLang(s, fields.name)).lang).toBe("hi");

    const thanks = await (await s.app.request(location)).text();
    expect(thanks).toMatch(/<html lang="hi">/);
    expect(thanks).toContain("<h1>धन्यवाद: आपका मैसेज हम तक पहुँच गया है</h1>");
    expect(thanks).toContain('<a href="/hi/">Kalam Studio पर वापस जाएँ</a>');

    // The English form is answered as before.
    const english = await postForm(s.app, "?from=%2F", {
      ...fields,
      name: "English Lead",
      lang: "",
    });
    expect(english.headers.get("location")).toBe("/api/contact/thanks");
    const englishThanks = await (
      await s.app.request("/api/contact/thanks")
    ).text();
    expect(englishThanks).toMatch(/<html lang="en">/);
    expect(englishThanks).toContain(
      "<h1>Thank you: your message reached us</h1>",
    );
  });

  it.for([
    [
      "gives the form back in Hindi, with every word typed, when something is wrong",
      { email: "पता नहीं" },
      400,
      [
        "<h1>कृपया फ़ॉर्म एक बार फिर देख लें</h1>",
        "कृपया सही ईमेल लिखें",
        '<label for="email">ईमेल</label>',
        fields.message,
        'value="पता नहीं"',
        // The next try is still a Hindi one, from the same page.
        '<input type="hidden" name="lang" value="hi"/>',
        'action="/api/contact?from=%2Fhi%2F"',
      ],
    ],
    [
      "says so in Hindi when a message is too large to read",
      { message: "क".repeat(200_000) },
      413,
      ["आपका मैसेज बहुत लंबा है", '<a href="/hi/#contact"'],
    ],
  ] as const)("%s", async ([, typed, status, shown], { start }) => {
    const s = await start();
    const response = await postForm(s.app, "?from=%2Fhi%2F", {
      ...fields,
      ...typed,
    });
    expect(response.status).toBe(status);
    const page = await response.text();
    expect(page).toMatch(/<html lang="hi">/);
    for (const text of shown) expect(page).toContain(text);
  });
});
