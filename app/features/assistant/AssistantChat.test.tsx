import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useEffect, useRef, useState } from "react";
import { createRoutesStub, Link, useLocation } from "react-router";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { services } from "~/content/services";
import { site } from "~/content/site";
import { assistantCopy, MAX_QUESTION_LENGTH } from "~/content/assistant";
import { onPrefillContactForm } from "~/effects/contactBridge";
import { AssistantChat } from "./AssistantChat";
import { resetConversation } from "./chatStore";
import { preferReducedMotion } from "../../../test/preferReducedMotion";

/** Stands in for the contact form: fills and focuses its message field. */
function FakeContactForm() {
  const [message, setMessage] = useState("");
  const field = useRef<HTMLTextAreaElement>(null);
  useEffect(
    () =>
      onPrefillContactForm((detail) => {
        setMessage(detail.message);
        field.current?.focus();
      }),
    [],
  );
  return (
    <section id="contact">
      <label>
        Message
        <textarea
          ref={field}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
        />
      </label>
    </section>
  );
}

function HomePage() {
  const location = useLocation();
  const state = location.state as { serviceTab?: string } | null;
  return (
    <>
      <p>
        At {location.pathname}
        {location.hash} {state?.serviceTab ? `tab ${state.serviceTab}` : ""}
      </p>
      <FakeContactForm />
      <AssistantChat lang="en" />
    </>
  );
}

function PortfolioPage() {
  return (
    <>
      <h1>Portfolio page</h1>
      <Link to="/Home">Back home</Link>
    </>
  );
}

function openChat() {
  const Stub = createRoutesStub([
    { path: "/Home", Component: HomePage },
    { path: "/portfolio", Component: PortfolioPage },
  ]);
  render(<Stub initialEntries={["/Home"]} />);
  return userEvent.setup();
}

const log = () => screen.getByRole("log");
const AUTHOR = /^(You|Assistant)$/;
/** The messages screen readers get, each named by its author. */
const messages = () => within(log()).getAllByRole("listitem", { name: AUTHOR });
/** Typing indicators: shown, but hidden from screen readers. */
const typingIndicators = () =>
  within(log()).queryAllByRole("img", {
    name: "Assistant is typing",
    hidden: true,
  });
/** The log as [author, text] pairs, welcome message first. */
function transcript() {
  return messages().map((message) => {
    const author =
      message.getAttribute("data-author") === "visitor" ? "You" : "Assistant";
    const text = (message.textContent ?? "").slice(author.length);
    return [author, text];
  });
}
const input = () => screen.getByRole("textbox", { name: "Ask a question" });
/** Waits until every question has its answer. */
const answered = () =>
  waitFor(() => expect(typingIndicators()).toEqual([]), { timeout: 5_000 });
const [, smm] = services;

// The engine's modules are transformed on first import: do it once, with
// time to spare on a busy machine, so no test's budget pays for it.
beforeAll(async () => {
  await import("./engine/siteResponder");
}, 60_000);

beforeEach(() => {
  resetConversation();
  window.sessionStorage.clear();
});

describe("AssistantChat", () => {
  it("invites a question before the first one: what it can answer, and questions to press", () => {
    openChat();
    const welcome = within(log()).getByText(/^Hi! I answer from this site/);
    for (const topic of ["what we build", "prices and payment", "timelines"]) {
      expect(welcome).toHaveTextContent(topic);
    }
    expect(
      within(screen.getByRole("list", { name: "Try asking" })).getAllByRole(
        "button",
      ),
    ).toHaveLength(assistantCopy.suggestedQuestions.length);
  });

  it("has a polite message log, a labelled question box and four suggested questions", () => {
    preferReducedMotion(true);
    openChat();
    expect(log()).toHaveAttribute("aria-live", "polite");
    expect(log()).toHaveAccessibleName("Conversation with the assistant");
    expect(input()).toHaveAccessibleDescription(
      `Up to ${MAX_QUESTION_LENGTH} characters.`,
    );
    expect(screen.getByRole("button", { name: "Send" })).toBeInTheDocument();
    const suggestions = within(
      screen.getByRole("list", { name: "Try asking" }),
    ).getAllByRole("button");
    expect(suggestions.map((button) => button.textContent)).toEqual([
      "What do you build?",
      "How much does a website cost?",
      "Can you run our Instagram?",
      "How do we start?",
    ]);
    expect(
      screen.queryByRole("button", { name: "Send this to the studio" }),
    ).not.toBeInTheDocument();
  });

  it("answers a suggested question with links that open the right services tab", async () => {
    preferReducedMotion(true);
    const user = openChat();
    await user.click(
      screen.getByRole("button", { name: "Can you run our Instagram?" }),
    );
    await answered();
    expect(transcript().slice(1)).toEqual([
      ["You", "Can you run our Instagram?"],
      ["Assistant", expect.stringMatching(/^Instagram handling/)],
    ]);
    await user.click(
      within(log()).getByRole("link", { name: `${smm?.tabLabel} services` }),
    );
    expect(screen.getByText("At /Home#services tab smm")).toBeInTheDocument();
  });

  it("answers a typed Hinglish question, clears the box and keeps focus in it", async () => {
    preferReducedMotion(true);
    const user = openChat();
    await user.type(input(), "webiste banane me kitna time lagega{Enter}");
    expect(input()).toHaveValue("");
    expect(input()).toHaveFocus();
    await answered();
    const [, answer] = transcript().slice(1);
    expect(answer?.[1]).toMatch(/written scope/i);
    expect(
      within(log()).getByRole("link", { name: "How we work" }),
    ).toHaveAttribute("href", "/Home#process");
  });

  it("answers a follow-up about the last answer's subject", async () => {
    preferReducedMotion(true);
    const user = openChat();
    await user.type(input(), "tell me about the Bunkar Looms launch{Enter}");
    await answered();
    await user.type(input(), "what numbers did they get?{Enter}");
    await answered();
    expect(transcript()[4]?.[1]).toMatch(
      /^For Bunkar Looms: Sold out in 11 days/,
    );
  });

  it("does not send an empty or blank question", async () => {
    preferReducedMotion(true);
    const user = openChat();
    await user.click(screen.getByRole("button", { name: "Send" }));
    await user.type(input(), "    {Enter}");
    expect(transcript()).toHaveLength(1);
  });

  it("cuts a 10,000-character paste to the limit and says so", async () => {
    preferReducedMotion(true);
    const user = openChat();
    await user.click(input());
    await user.paste("a".repeat(10_000));
    expect(input()).toHaveValue("a".repeat(MAX_QUESTION_LENGTH));
    expect(input()).toHaveAccessibleDescription(
      `Cut to ${MAX_QUESTION_LENGTH} characters, the limit for one question.`,
    );
    await user.keyboard("{Enter}");
    await answered();
    const [question] = transcript().slice(1);
    expect(question?.[1]).toHaveLength(MAX_QUESTION_LENGTH);
  });

  it("shows markup in a question as text", async () => {
    preferReducedMotion(true);
    const user = openChat();
    await user.type(input(), "<b>bold</b> <img src=x> price{Enter}");
    await answered();
    expect(
      within(log()).getByText("<b>bold</b> <img src=x> price"),
    ).toBeInTheDocument();
    expect(within(log()).queryByText("bold")).not.toBeInTheDocument();
    expect(within(log()).queryByRole("img")).not.toBeInTheDocument();
  });

  it("keeps rapid questions in order, each answered below it", async () => {
    preferReducedMotion(false);
    const user = openChat();
    for (const name of [
      "What do you build?",
      "How do we start?",
      "Can you run our Instagram?",
    ]) {
      await user.click(screen.getByRole("button", { name }));
    }
    await answered();
    const authors = transcript().map(([author]) => author);
    expect(authors).toEqual([
      "Assistant",
      "You",
      "Assistant",
      "You",
      "Assistant",
      "You",
      "Assistant",
    ]);
    const texts = transcript().map(([, text]) => text);
    expect(texts[1]).toBe("What do you build?");
    expect(texts[2]).toMatch(/two teams/);
    expect(texts[3]).toBe("How do we start?");
    expect(texts[4]).toContain(site.replyTime);
    expect(texts[5]).toBe("Can you run our Instagram?");
    expect(texts[6]).toMatch(/^Instagram handling/);
  });

  it("shows a typing indicator, hidden from screen readers, before an answer", async () => {
    preferReducedMotion(false);
    const user = openChat();
    await user.click(screen.getByRole("button", { name: "How do we start?" }));
    const [indicator, ...others] = typingIndicators();
    expect(others).toEqual([]);
    expect(indicator).toHaveAttribute("data-animated", "true");
    // Welcome and question: the pending answer is hidden from the a11y tree.
    expect(messages()).toHaveLength(2);
    await waitFor(() => expect(typingIndicators()).toEqual([]));
    expect(transcript()).toHaveLength(3);
    expect(transcript()[2]?.[1]).toContain(site.replyTime);
    expect(typingIndicators()).toEqual([]);
  });

  it("has no typing animation under reduced motion", async () => {
    preferReducedMotion(true);
    const user = openChat();
    await user.click(screen.getByRole("button", { name: "How do we start?" }));
    for (const indicator of typingIndicators()) {
      expect(indicator).toHaveAttribute("data-animated", "false");
    }
    await answered();
    expect(transcript()[2]?.[1]).toContain(site.replyTime);
  });

  it("sends a summary of the questions to the contact form and focuses it", async () => {
    preferReducedMotion(true);
    const user = openChat();
    expect(
      screen.getByText(/Ask something first; then you can send/),
    ).toBeInTheDocument();
    await user.click(
      screen.getByRole("button", { name: "Can you run our Instagram?" }),
    );
    await user.type(input(), "How long does a website take?{Enter}");
    await answered();
    await user.click(
      screen.getByRole("button", { name: "Send this to the studio" }),
    );
    const message = screen.getByRole("textbox", { name: "Message" });
    await waitFor(() => expect(message).toHaveFocus());
    await waitFor(() => expect(message).not.toHaveValue(""));
    const summary = (message as HTMLTextAreaElement).value;
    expect(summary).toContain(`Hi ${site.name}`);
    expect(summary).toContain("- Can you run our Instagram?");
    expect(summary).toContain("- How long does a website take?");
    expect(summary).toContain(`${smm?.tabLabel} (Instagram handling)`);
    expect(summary).not.toContain("Yes. Instagram handling");
  });

  it("keeps the conversation across a route change", async () => {
    preferReducedMotion(true);
    const user = openChat();
    await user.type(input(), "aapka past work dikhao{Enter}");
    await answered();
    await user.click(
      within(log()).getByRole("link", { name: "All case studies" }),
    );
    expect(
      screen.getByRole("heading", { name: "Portfolio page" }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole("link", { name: "Back home" }));
    expect(
      within(log()).getByText("aapka past work dikhao"),
    ).toBeInTheDocument();
    expect(
      within(log()).getByText(/^We have 8 case studies/),
    ).toBeInTheDocument();
  });

  it("lets the keyboard reach the answer's links; the log grows instead of scrolling, so it is no tab stop", async () => {
    preferReducedMotion(true);
    const user = openChat();
    await user.type(input(), "payment terms{Enter}");
    await answered();
    expect(log()).not.toHaveAttribute("tabindex");
    const link = within(log()).getByRole("link", {
      name: "Terms & Conditions",
    });
    // Where focus goes, stop by stop, as a keyboard user tabs on.
    /* eslint-disable testing-library/no-node-access */
    const stops: Element[] = [];
    for (let step = 0; step < 30 && document.activeElement !== link; step++) {
      await user.tab();
      if (document.activeElement) stops.push(document.activeElement);
    }
    /* eslint-enable testing-library/no-node-access */
    expect(link).toHaveFocus();
    expect(stops).not.toContain(log());
  });
});
