import { simpleParser } from "mailparser";
import { describe, expect, onTestFinished } from "vitest";
import { it } from "../../../test/server/fixtures";
import { site } from "../../../app/content/site";
import {
  enquiry,
  eventually,
  postJson,
  startSmtp,
  startTestService,
  testConfig,
} from "../../../test/server/testing";

/*
 * The studio's e-mail about a new enquiry, as a real SMTP server receives
 * it: from the studio by name, a link to the enquiry in the inbox on the
 * site's public address, the phone, page and campaign, the time in IST, and
 * an HTML part beside the text in which the visitor's words stay text.
 */

describe("the studio's notification e-mail", () => {
  it("links to the enquiry in the inbox and carries phone, page, campaign and IST, as text and HTML", async ({
    temp,
  }) => {
    const smtp = await startSmtp();
    onTestFinished(() => smtp.close());
    // 14:45 UTC is 20:15 in New Delhi.
    const at = Date.UTC(2026, 11, 1, 14, 45);
    const s = await startTestService(
      testConfig(temp.dir, {
        smtpUrl: smtp.url,
        notifyTo: "studio@example.in",
        notifyFrom: "site@example.in",
      }),
      { now: () => at },
    );
    onTestFinished(() => s.close());
    const sent = enquiry({
      name: "Priya <b>Sharma</b>",
      phone: "98100 12345",
      message: "A clinic site.\n<script>alert(1)</script>",
      attribution: {
        sentFrom: "/pricing",
        landing: "/work",
        utm: { campaign: "diwali", source: "instagram", medium: "social" },
      },
    });
    const posted = await postJson(s.app, sent);
    expect(posted.status).toBe(201);
    const { id } = (await posted.json()) as { id: string };
    await eventually(() => expect(smtp.mails).toHaveLength(1));

    const mail = await simpleParser(smtp.mails[0]?.raw ?? "");
    expect(mail.from?.value).toEqual([
      { name: site.name, address: "site@example.in" },
    ]);
    expect(mail.replyTo?.value[0]?.address).toBe(sent.email);
    expect(mail.subject).toBe("New enquiry from Priya <b>Sharma</b>");
    const link = `${site.url}/studio/leads/${id}`;

    const text = mail.text ?? "";
    expect(text).toContain(`Open it in the inbox: ${link}`);
    expect(text).toContain("Phone or WhatsApp: 98100 12345 (+919810012345)");
    expect(text).toContain("Page: /pricing");
    expect(text).toContain(
      "Campaign: diwali (source: instagram, medium: social)",
    );
    expect(text).toMatch(/Received: 1 Dec 2026, 8:15\s?pm IST/);
    expect(text).toContain("<script>alert(1)</script>");

    const page = String(mail.html);
    expect(page).toContain(`<a href="${link}">Open it in the inbox</a>`);
    expect(page).toContain("Phone or WhatsApp: 98100 12345 (+919810012345)");
    expect(page).toContain("Page: /pricing");
    expect(page).toMatch(/Received: 1 Dec 2026, 8:15\s?pm IST/);
    // The visitor's words are text in the HTML part, never markup.
    expect(page).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(page).not.toContain("<script>");
    expect(page).toContain("Priya &lt;b&gt;Sharma&lt;/b&gt;");
    // Both parts, as a mail client expects them.
    expect(smtp.mails[0]?.raw).toMatch(
      /Content-Type: multipart\/alternative;[\s\S]*Content-Type: text\/plain[\s\S]*Content-Type: text\/html/,
    );
  });
});
