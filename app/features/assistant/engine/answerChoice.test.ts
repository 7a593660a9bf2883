import { describe, expect, it } from "vitest";
import { answerAbout } from "./answerChoice";
import { concept, reading, serviceNamed, state } from "./testEngine";

const about = (id: string, question: string) =>
  answerAbout(concept(id), reading(question), state);

describe("answer choice: a table of kind x ask", () => {
  it("a case study asked for results gives its figures", () => {
    const { answer, used } = about("case:tiffin-street-dispatch", "results?");
    expect(answer.text).toContain("Late deliveries −41%");
    expect(used.has("a:results")).toBe(true);
  });

  it("a case study asked for its stack names the platform", () => {
    const { answer } = about(
      "case:kiln-coffee-storefront",
      "which tech stack was it built on?",
    );
    expect(answer.text).toMatch(/Shopify/);
  });

  it("a price of anything is the pricing stance, never a figure", () => {
    const { answer } = answerAbout(
      serviceNamed("3D video"),
      reading("how much?"),
      state,
    );
    expect(answer.text).toMatch(/^3D video: we don't publish a price/);
    expect(answer.text).not.toMatch(/₹\s?\d/);
    expect(answer.links[0]?.to).toBe("/Home#contact");
  });

  it("a timeline of a service without its own keeps the subject's name", () => {
    const { answer } = answerAbout(
      serviceNamed("3D video"),
      reading("how long does it take?"),
      state,
    );
    expect(answer.text).toMatch(/^3D video:/);
  });

  it("work of a service gives its case studies, linked", () => {
    const { answer } = answerAbout(
      serviceNamed("Product mockups"),
      reading("show me examples of your work"),
      state,
    );
    expect(answer.text).toContain("Bunkar Looms");
    expect(answer.links[0]?.to).toBe("/portfolio/bunkar-looms-launch");
  });

  it("a thing the studio does not do is said plainly, and certain", () => {
    const decision = about("not:native-apps", "price of an android app");
    expect(decision.answer.text).toMatch(/^We don't build native/);
    expect(decision.isCertain).toBe(true);
  });

  it("a process step asked what next gives the next step", () => {
    const { answer } = about("step:discover", "and after that?");
    expect(answer.text).toMatch(/^Then comes/);
  });

  it("languages, asked of anything, is the languages fact", () => {
    const { answer } = answerAbout(
      serviceNamed("Landing pages"),
      reading("in which languages?"),
      state,
    );
    expect(answer.text).toMatch(/English and Hindi/);
  });

  it("a topic whose own answer says what it costs answers a price with it", () => {
    const hosting = about("topic:hosting", "how much is hosting?");
    expect(hosting.answer.text).toBe(concept("topic:hosting").reply);
    expect(hosting.used.has("a:price")).toBe(true);
    const pricing = about("topic:pricing", "price?");
    expect(pricing.answer.text).toMatch(
      /^Every project gets its own fixed quote/,
    );
  });
});
