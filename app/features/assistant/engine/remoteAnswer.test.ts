import { describe, expect, it } from "vitest";
import { groundedAnswer } from "./remoteAnswer";

const endpoint = "https://model.example.net/answer";
const known = new Set(["/Home#process", "/portfolio"]);
const replying =
  (body: unknown, status = 200): typeof fetch =>
  async () =>
    Response.json(body, { status });

describe("groundedAnswer: the endpoint's answer, only when grounded", () => {
  it("gives the answer when every page it cites exists", async () => {
    const answer = await groundedAnswer(endpoint, "price?", [], known, {
      fetchImpl: replying({
        answer: "Every quote follows a short call: see /Home#process.",
        sources: ["/portfolio"],
      }),
    });
    expect(answer).toBe("Every quote follows a short call: see /Home#process.");
  });

  it("gives nothing when it cites a page or source that doesn't exist", async () => {
    for (const body of [
      { answer: "Prices at /pricing." },
      { answer: "Fine.", sources: ["/made-up"] },
    ]) {
      expect(
        await groundedAnswer(endpoint, "price?", [], known, {
          fetchImpl: replying(body),
        }),
      ).toBeNull();
    }
  });

  it("gives nothing when the endpoint fails", async () => {
    const answer = await groundedAnswer(endpoint, "hours?", [], known, {
      fetchImpl: replying({ answer: "Open now." }, 500),
    });
    expect(answer).toBeNull();
  });
});
