import {
  expect,
  failDownloads,
  test,
  openHydrated,
  enquiryForm,
  fillEnquiry,
} from "./support";

/**
 * One download fails at a time; the rest of the page keeps working and
 * nothing the visitor typed is lost (issue: one failed download never takes
 * the site down).
 */

test("a legal text whose code fails says so in place, Retry opens it, and the page keeps working", async ({
  page,
  pageProblems,
}) => {
  // The failed download, and the import error it raises, are the point.
  pageProblems.allow(/\/assets\/LegalDialog-/);
  const release = await failDownloads(page, /\/assets\/LegalDialog-[^/]*\.js$/);
  await openHydrated(page);

  await page
    .getByRole("contentinfo")
    .getByRole("link", { name: "Terms & Conditions", exact: true })
    .click();
  const notice = page.getByRole("alert").filter({ hasText: "didn't load" });
  await expect(notice).toBeVisible();
  // The rest of the page still answers: the service tabs switch.
  const social = page.getByRole("tab", { name: "Social Media Marketing" });
  await social.click();
  await expect(social).toHaveAttribute("aria-selected", "true");

  release();
  await notice.getByRole("button", { name: "Retry" }).click();
  await expect(
    page.getByRole("dialog", { name: "Terms & Conditions" }),
  ).toBeVisible();
  await expect(notice).toBeHidden();
});

test("the contact form whose rules fail to download keeps every word, says so, and sends once they arrive", async ({
  page,
  pageProblems,
}) => {
  // The failed downloads are the point.
  pageProblems.allow(/\/assets\/contactValidation-/);
  const sent: string[] = [];
  page.on("console", (message) => {
    if (message.text().startsWith("Contact form submission"))
      sent.push(message.text());
  });
  const release = await failDownloads(
    page,
    /\/assets\/contactValidation-[^/]*\.js$/,
  );
  await openHydrated(page, "/#contact");
  const form = enquiryForm(page);
  await fillEnquiry(form, {
    name: "Meera Iyer",
    email: "meera@example.in",
    message: "A booking site for our clinic, live before Diwali.",
  });
  await form.send.click();

  await expect(form.root.getByRole("alert")).toContainText(
    "We couldn't check the form just now",
  );
  await expect(form.message).toHaveValue(
    "A booking site for our clinic, live before Diwali.",
  );
  expect(sent).toEqual([]);

  release();
  await form.send.click();
  await expect.poll(() => sent.length).toBe(1);
});
