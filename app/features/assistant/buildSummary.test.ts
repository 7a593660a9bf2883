import { describe, expect, it } from "vitest";
import { services } from "~/content/services";
import { site } from "~/content/site";
import { MESSAGE_MAX_LENGTH } from "~/lib/constants";
import { buildSummary } from "./buildSummary";
import { createAssistant } from "./engine/createAssistant";
import type { ChatTurn } from "./engine/types";

const assistant = createAssistant();

/** A conversation as the chat keeps it: each question and its answer. */
function conversation(questions: readonly string[]): ChatTurn[] {
  return questions.flatMap((question) => {
    const answer = assistant.answer(question, {
      now: new Date("2025-03-04T05:00:00Z"),
    });
    return [
      { role: "visitor" as const, text: question },
      { role: "assistant" as const, text: answer.text, topics: answer.topics },
    ];
  });
}

describe("the summary sent to the contact form", () => {
  it("lists the visitor's questions and the services they asked about", () => {
    const summary = buildSummary(
      conversation([
        "How long does a website take?",
        "Can you run our Instagram?",
        "reels ka rate kya hai",
        "what are your hours",
      ]),
    );
    expect(summary).toContain(`Hi ${site.name}`);
    expect(summary).toContain("- How long does a website take?");
    expect(summary).toContain("- Can you run our Instagram?");
    expect(summary).toContain("- reels ka rate kya hai");
    const [dev, smm] = services;
    expect(summary).toContain(
      `Services I asked about: ${dev?.tabLabel}; ${smm?.tabLabel} (Instagram handling, Reels and posts).`,
    );
    expect(summary).toContain("I also asked about: hours.");
    expect(summary.endsWith("About my project: ")).toBe(true);
  });

  it("leaves the assistant's answers out", () => {
    const turns = conversation(["What do you build?"]);
    const summary = buildSummary(turns);
    expect(summary).not.toContain(turns[1]?.text ?? "missing answer");
  });

  it("names the case studies that came up", () => {
    const summary = buildSummary(
      conversation(["the Sahyog registration desk"]),
    );
    expect(summary).toMatch(/Case studies that came up: .+\./);
  });

  it("lists a repeated question once", () => {
    const summary = buildSummary(conversation(["price", "Price", "price"]));
    expect(summary.match(/- price/gi)).toHaveLength(1);
  });

  it("keeps markup as plain text", () => {
    const summary = buildSummary([
      { role: "visitor", text: "<img src=x onerror=alert(1)> price?" },
    ]);
    expect(summary).toContain("- <img src=x onerror=alert(1)> price?");
  });

  it("fits the message limit, dropping the oldest questions first", () => {
    const questions = Array.from(
      { length: 30 },
      (_, i) => `Question ${i + 1}: ${"could you tell me more ".repeat(10)}`,
    );
    const summary = buildSummary(conversation(questions));
    expect(summary.length).toBeLessThanOrEqual(MESSAGE_MAX_LENGTH);
    expect(summary).toContain("Question 30:");
    expect(summary).not.toContain("Question 1:");
    expect(summary).toMatch(/- \(\d+ earlier questions\)/);
  });

  it("has only the greeting and the prompt when nothing was asked", () => {
    expect(buildSummary([])).toBe(
      `Hi ${site.name}, I asked the assistant on your site:\n\nAbout my project: `,
    );
  });
});
