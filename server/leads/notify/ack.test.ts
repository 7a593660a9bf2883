import { simpleParser } from "mailparser";
import { describe, expect } from "vitest";
import { it, type Smtp } from "../../../test/server/fixtures";
import { enquiry, eventually, postJson } from "../../../test/server/testing";

/* LEADS_ACK=1: the visitor hears back at once, through the same outbox. */

const toVisitor = (smtp: Smtp, address: string) =>
  smtp.mails.filter((mail) => mail.to.includes(address));

describe("the acknowledgement e-mail", () => {
  it("sends one to the visitor, from the studio by name, with what happens next and the reply time, and never their message", async ({
    smtp,
    startWithSmtp,
  }) => {
    const s = await startWithSmtp({ ack: true });
    const sent = enquiry({
      name: "Meera <b>Iyer</b>",
      email: "meera@example.in",
      message: "Hello <b>there</b> & <script>alert(1)</script>\nSecond line",
    });
    expect((await postJson(s.app, sent)).status).toBe(201);
    // A repeat of the same enquiry (same key) sends nothing more.
    expect((await postJson(s.app, sent)).status).toBe(201);
    await eventually(() => expect(smtp.mails).toHaveLength(2));
    await s.outbox.runDue();
    const acks = toVisitor(smtp, "meera@example.in");
    expect(acks).toHaveLength(1);
    const mail = await simpleParser(acks[0]?.raw ?? "");
    expect(mail.from?.value[0]).toEqual({
      name: "Kalam Studio",
      address: "site@example.in",
    });
    expect(mail.replyTo?.text).toBe("studio@example.in");
    expect(mail.headers.get("auto-submitted")).toBe("auto-replied");
    expect(mail.subject).toBe("We have your message - Kalam Studio");
    expect(mail.text).toMatch(/^Hi Meera,/);
    expect(mail.text).toContain("within a day");
    expect(mail.text).toContain("What happens next");
    const everything = `${mail.text ?? ""}${String(mail.html)}`;
    expect(everything).not.toMatch(/Hello|Second line|script|<b>|Iyer/);
  });

  it("never writes to an address the checks refused, nor to a bot", async ({
    smtp,
    startWithSmtp,
  }) => {
    const s = await startWithSmtp({ ack: true });
    const refused = await postJson(
      s.app,
      enquiry({ email: "victim@example.in\r\nBcc: x@example.in" }),
    );
    expect(refused.status).toBe(400);
    expect(
      (
        await postJson(
          s.app,
          enquiry({ email: "bot@example.in", company_website: "spam" }),
        )
      ).status,
    ).toBe(201);
    expect(
      (await postJson(s.app, enquiry({ email: "ok@example.in" }))).status,
    ).toBe(201);
    await eventually(() =>
      expect(toVisitor(smtp, "ok@example.in")).toHaveLength(1),
    );
    await s.outbox.runDue();
    expect(
      smtp.mails.filter((mail) =>
        mail.to.some((to) => to.startsWith("victim")),
      ),
    ).toEqual([]);
    expect(toVisitor(smtp, "bot@example.in")).toEqual([]);
  });

  it("sends none without LEADS_ACK", async ({ smtp, startWithSmtp }) => {
    const s = await startWithSmtp({ ack: false });
    await postJson(s.app, enquiry({ email: "quiet@example.in" }));
    await eventually(() => expect(smtp.mails).toHaveLength(1));
    await s.outbox.runDue();
    expect(toVisitor(smtp, "quiet@example.in")).toEqual([]);
  });
});

describe("what the acknowledgement takes from the form", () => {
  it("greets by the first word of the name only when it is letters, at most 40 of them", async () => {
    const { firstNameOf } = await import("./ack");
    expect(firstNameOf("Meera Iyer")).toBe("Meera");
    expect(firstNameOf("  D'Souza-Khan Rohan")).toBe("D'Souza-Khan");
    expect(firstNameOf("अनन्या शर्मा")).toBe("अनन्या");
    expect(firstNameOf("x".repeat(60))).toBe("x".repeat(40));
    const refused = [
      "evil.example/login",
      "https://evil.example",
      "www",
      "user@evil.example",
      "9876543210 Ravi",
      "<b>bold</b>",
      "",
    ];
    expect(refused.map(firstNameOf)).toEqual(refused.map(() => ""));
  });

  it("counts spellings of one mailbox as one recipient", async () => {
    const { mailboxOf } = await import("./ack");
    expect(mailboxOf("Victim+refund@Example.org")).toBe("victim@example.org");
    expect(mailboxOf("v.i.c.t.i.m@GoogleMail.com")).toBe("victim@gmail.com");
    expect(mailboxOf("first.last@example.org")).toBe("first.last@example.org");
  });
});
