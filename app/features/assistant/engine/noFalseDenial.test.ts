import { describe, expect, it } from "vitest";
import { caseStudies } from "~/content/caseStudies";
import { faq } from "~/content/faq";
import { services } from "~/content/services";
import { createAssistant } from "./createAssistant";

/**
 * The assistant never denies what the site says: every offering, FAQ
 * question and case study, asked in a visitor's words, gets an answer, not
 * "the site doesn't say" or "this site doesn't list that".
 */
const DENIAL =
  /(we don.t list that|i couldn.t (find|match)|the site does(n.t| not) (say|list|cover|mention)|isn.t something this site lists)/i;

const assistant = createAssistant();
const ask = (question: string) => assistant.answer(question).text;

const offerings = services.flatMap((line) =>
  line.items.map((item) => item.lead.toLowerCase()),
);

describe("never denies what the site says", () => {
  it.each(offerings)("the offering %s, asked for", (offering) => {
    for (const question of [
      `can you do ${offering}?`,
      `do u guys do ${offering}`,
      `need ${offering} for my business, is that something you do?`,
    ]) {
      expect({ question, answer: ask(question) }).not.toMatchObject({
        answer: expect.stringMatching(DENIAL),
      });
    }
  });

  it.each(faq.map((entry) => entry.question))(
    "the FAQ question %s, as asked and typed casually",
    (question) => {
      expect(ask(question)).not.toMatch(DENIAL);
      const casual = question.toLowerCase().replace(/\?$/, "");
      expect({ casual, answer: ask(casual) }).not.toMatchObject({
        answer: expect.stringMatching(DENIAL),
      });
    },
  );

  it.each(caseStudies.map((study) => [study.client, study] as const))(
    "the case study for %s",
    (client, study) => {
      for (const question of [
        `tell me about the ${client} project`,
        `what did you do for ${client}?`,
        `what results did ${client.toLowerCase()} get`,
      ]) {
        const text = ask(question);
        expect({ question, text }).not.toMatchObject({
          text: expect.stringMatching(DENIAL),
        });
        expect({ question, text }).toMatchObject({
          text: expect.stringContaining(study.client),
        });
      }
    },
  );
});

describe("an unlisted thing as context, and the honest reply kept", () => {
  it.each(offerings)(
    "the offering %s for an unlisted marketplace is answered",
    (offering) => {
      const question = `can you do ${offering} for our flipkart store?`;
      expect({ question, answer: ask(question) }).not.toMatchObject({
        answer: expect.stringMatching(DENIAL),
      });
    },
  );

  it("still says it doesn't list a thing asked for, beside an offering word", () => {
    for (const question of [
      "Can you set up our Flipkart seller page?",
      "can you shoot a tv commercial for us?",
      "do you do google ads campaigns",
      "Do you make Joomla websites?",
    ]) {
      expect({ question, answer: ask(question) }).toMatchObject({
        answer: expect.stringMatching(/isn't something this site lists/),
      });
    }
  });

  it("answers a price asked in words it doesn't know with the pricing stance", () => {
    for (const question of [
      "quote kitne time me milega?",
      "rate batao jaldi",
    ]) {
      const text = ask(question);
      expect({ question, text }).not.toMatchObject({
        text: expect.stringMatching(DENIAL),
      });
      expect({ question, text }).toMatchObject({
        text: expect.stringMatching(/price|quote/i),
      });
    }
  });
});
