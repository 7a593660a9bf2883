import { describe, expect, it } from "vitest";
import { createAssistant } from "./createAssistant";
import { createResponder } from "./createResponder";
import { citesOnlyKnownTargets } from "./grounding";

const known = new Set([
  "/portfolio",
  "/portfolio/a-study",
  "/Home#process",
  "#terms",
]);

describe("citesOnlyKnownTargets", () => {
  it("accepts an answer citing pages, sections and legal texts that exist", () => {
    expect(
      citesOnlyKnownTargets(
        "See /portfolio/a-study, our steps at /#process and the #terms.",
        ["/portfolio"],
        known,
      ),
    ).toBe(true);
  });

  it("rejects a page, a section or a source that does not exist", () => {
    expect(citesOnlyKnownTargets("See /portfolio/made-up", [], known)).toBe(
      false,
    );
    expect(citesOnlyKnownTargets("Prices at /Home#pricing", [], known)).toBe(
      false,
    );
    expect(citesOnlyKnownTargets("Fine.", ["/pricing"], known)).toBe(false);
  });

  it("rejects links to other sites", () => {
    expect(
      citesOnlyKnownTargets("Book at https://evil.example.org/", [], known),
    ).toBe(false);
  });
});

describe("createResponder with a model endpoint", () => {
  const assistant = createAssistant();
  const respondWith = (body: unknown) =>
    createResponder({
      assistant,
      endpoint: "https://model.example.net/answer",
      fetchImpl: async () => Response.json(body),
    });

  it("uses the model's answer when everything it cites exists", async () => {
    const reply = await respondWith({
      answer: "We quote every project after a short call: see /Home#process.",
      sources: ["/Home#process"],
    })("price?", []);
    expect(reply.source).toBe("endpoint");
    expect(reply.text).toMatch(/short call/);
  });

  it("falls back to the site's answer when the model cites a missing page", async () => {
    const reply = await respondWith({
      answer: "Websites cost ₹999, see /pricing.",
    })("price?", []);
    expect(reply.source).toBe("content");
    expect(reply.text).not.toMatch(/999/);
    expect(reply.text).toMatch(/fixed quote/);
  });

  it("falls back when the endpoint fails", async () => {
    const responder = createResponder({
      assistant,
      endpoint: "https://model.example.net/answer",
      fetchImpl: async () => new Response("nope", { status: 500 }),
    });
    expect((await responder("hours?", [])).source).toBe("content");
  });
});
