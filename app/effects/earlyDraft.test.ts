import { describe, expect, it } from "vitest";
import { DRAFT_KEY, loadDraft } from "./draft";
import { DRAFT_OWNER_ATTRIBUTE, earlyDraftScript } from "./earlyDraft";

/** Runs the inline script as the page would; returns a way to stop it. */
function runScript() {
  const added: [string, EventListener, boolean][] = [];
  const original = window.addEventListener;
  const spy = (type: string, listener: EventListener, capture: boolean) => {
    added.push([type, listener, capture]);
    original.call(window, type, listener, capture);
  };
  new Function("addEventListener", earlyDraftScript)(spy);
  return () => {
    for (const [type, listener, capture] of added) {
      window.removeEventListener(type, listener, capture);
    }
  };
}

function renderForm() {
  document.body.innerHTML = `
    <section id="contact"><form>
      <input name="name"><input name="email"><input name="phone"><textarea name="message"></textarea>
    </form></section>
    <form id="other"><input name="name"></form>`;
  const form = document.querySelector("#contact form") as HTMLFormElement;
  const field = (name: string) =>
    form.elements.namedItem(name) as HTMLInputElement;
  return { form, field };
}

function type(field: HTMLInputElement, text: string) {
  field.value = text;
  field.dispatchEvent(new Event("input", { bubbles: true }));
}

describe("the early draft script", () => {
  it("saves the contact form from the first keystroke, as the form restores it", () => {
    const stop = runScript();
    const { field } = renderForm();
    type(field("name"), "A");
    const first = { name: "A", email: "", phone: "", message: "" };
    expect(loadDraft()).toEqual(first);
    type(field("message"), "A shop for our bakery");
    expect(loadDraft()).toEqual({ ...first, message: "A shop for our bakery" });
    stop();
  });

  it("keeps every field within its limit", () => {
    const stop = runScript();
    const { field } = renderForm();
    type(field("name"), "n".repeat(500));
    type(field("message"), "m".repeat(2500));
    type(field("phone"), "9".repeat(60));
    expect(loadDraft()).toEqual({
      name: "n".repeat(200),
      email: "",
      phone: "9".repeat(40),
      message: "m".repeat(2000),
    });
    stop();
  });

  it("removes the draft when the fields are emptied", () => {
    const stop = runScript();
    const { field } = renderForm();
    type(field("name"), "A");
    type(field("name"), " ");
    expect(window.localStorage.getItem(DRAFT_KEY)).toBeNull();
    stop();
  });

  it("leaves other forms alone and stops once the form's code owns it", () => {
    const stop = runScript();
    const { form, field } = renderForm();
    type(document.querySelector("#other input") as HTMLInputElement, "x");
    expect(window.localStorage.getItem(DRAFT_KEY)).toBeNull();
    form.setAttribute(DRAFT_OWNER_ATTRIBUTE, "form");
    type(field("name"), "A");
    expect(window.localStorage.getItem(DRAFT_KEY)).toBeNull();
    stop();
  });

  it("never stops or changes the event", () => {
    const stop = runScript();
    const { field } = renderForm();
    let seen = 0;
    document.addEventListener("input", (event) => {
      if (!event.defaultPrevented) seen++;
    });
    type(field("name"), "A");
    expect(seen).toBe(1);
    stop();
  });

  it("stays tiny", () => {
    expect(earlyDraftScript.length).toBeLessThan(600);
  });
});
