import { describe, expect, it } from "vitest";
import { caseStudies } from "~/content/caseStudies";
import { processSteps } from "~/content/process";
import { services } from "~/content/services";
import { site } from "~/content/site";
import type { Service, ServiceItem } from "~/content/types";
import { whyCards } from "~/content/why";
import { createAssistant, siteContent } from "./createAssistant";
import type { Answer, AnswerLink } from "./types";

/** Tuesday 4 March 2025, 10:30 in New Delhi: the studio is open. */
const TUESDAY_MORNING = new Date("2025-03-04T05:00:00Z");

const assistant = createAssistant();
const ask = (question: string): Answer =>
  assistant.answer(question, {
    now: TUESDAY_MORNING,
    visitorTimeZone: "Asia/Kolkata",
  });

function must<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`Content has no ${what}`);
  return value;
}

const line = (id: Service["id"]) =>
  must(
    services.find((service) => service.id === id),
    `${id} service`,
  );
const dev = line("dev");
const smm = line("smm");
const offering = (service: Service, lead: RegExp): ServiceItem =>
  must(
    service.items.find((item) => lead.test(item.lead)),
    `offering ${lead}`,
  );
const step = (title: string) =>
  must(
    processSteps.find((s) => s.title === title),
    `step ${title}`,
  );
const tabLink = (service: Service): AnswerLink => ({
  label: `${service.tabLabel} services`,
  to: "/Home#services",
  state: { serviceTab: service.id },
});
const contactLink = expect.objectContaining({ to: "/Home#contact" });
const processLink = expect.objectContaining({ to: "/Home#process" });

/** Every number the site's content states, as written. */
const contentNumbers = new Set(
  JSON.stringify(siteContent).match(/\d+(?:[.,]\d+)*/g) ?? [],
);
function numbersIn(text: string): string[] {
  return text.match(/\d+(?:[.,]\d+)*/g) ?? [];
}

describe("the project assistant answers from the site's content", () => {
  it("lists every offering of both service lines for 'What do you build?'", () => {
    const answer = ask("What do you build?");
    for (const service of services) {
      expect(answer.text).toContain(service.tabLabel);
      for (const item of service.items)
        expect(answer.text).toContain(item.lead);
    }
    expect(answer.links).toEqual([tabLink(dev), tabLink(smm)]);
  });

  it("answers 'How long does a website take?' with the content's own timing facts", () => {
    const answer = ask("How long does a website take?");
    const landing = offering(dev, /landing/i);
    expect(answer.text).toContain(`${landing.lead}: ${landing.copy}`);
    expect(answer.text).toContain(step("Develop").body);
    expect(answer.text).toMatch(/no fixed timeline/i);
    expect(answer.text).toContain(site.replyTime);
    expect(answer.links).toEqual([tabLink(dev), processLink, contactLink]);
    // Social offerings are not mixed into a website answer.
    expect(answer.text).not.toContain(offering(smm, /instagram/i).copy);
  });

  it("understands Hinglish: 'website banane me kitna time lagega'", () => {
    const answer = ask("website banane me kitna time lagega");
    expect(answer.text).toContain(offering(dev, /landing/i).copy);
    expect(answer.text).toContain(step("Develop").body);
    expect(answer.links[0]).toEqual(tabLink(dev));
    expect(answer.topics).toContainEqual({
      kind: "subject",
      label: "timelines",
    });
  });

  it("says yes to 'Can you run our Instagram?' with the Instagram offering and the social tab", () => {
    const answer = ask("Can you run our Instagram?");
    const instagram = offering(smm, /instagram/i);
    expect(answer.text).toMatch(/^Yes\. /);
    expect(answer.text).toContain(instagram.copy);
    expect(answer.links[0]).toEqual(tabLink(smm));
    expect(answer.topics).toContainEqual({
      kind: "service",
      line: "smm",
      label: instagram.lead,
    });
  });

  it("explains 'How do we start?' with the first step and the reply time", () => {
    const answer = ask("How do we start?");
    expect(answer.text).toContain(step("Discover").body);
    expect(answer.text).toContain(processSteps.map((s) => s.title).join(", "));
    expect(answer.text).toContain(site.replyTime);
    expect(answer.links).toEqual([contactLink, processLink]);
  });

  it("answers the one-word question 'reels' with the reels offering first", () => {
    const answer = ask("reels");
    const reels = offering(smm, /reels/i);
    expect(
      answer.text.startsWith(`${reels.lead} (${smm.tabLabel}): ${reels.copy}`),
    ).toBe(true);
    expect(answer.links[0]).toEqual(tabLink(smm));
  });

  it("answers 'price' honestly: no prices listed, the form and the reply time", () => {
    const answer = ask("price");
    expect(answer.text).toMatch(/don't list prices/i);
    expect(answer.text).toContain(site.replyTime);
    expect(answer.text).not.toMatch(/₹|rs\.? ?\d|\$ ?\d|inr ?\d/i);
    expect(answer.links[0]).toEqual(contactLink);
    expect(answer.topics).toContainEqual({ kind: "subject", label: "pricing" });
  });

  it("keeps the subject of a price question: 'kitna charge karte ho reels ka'", () => {
    const answer = ask("kitna charge karte ho reels ka");
    expect(answer.text).toMatch(/don't list prices/i);
    expect(answer.text).toContain(offering(smm, /reels/i).copy);
    expect(answer.links).toContainEqual(tabLink(smm));
  });

  it("reads through typos: 'instagarm handeling'", () => {
    const answer = ask("instagarm handeling");
    expect(answer.text).toContain(offering(smm, /instagram/i).copy);
  });

  it("reads through typos: 'webiste cost?' is a website pricing question", () => {
    const answer = ask("webiste cost?");
    expect(answer.text).toMatch(/don't list prices/i);
    expect(answer.links).toContainEqual(tabLink(dev));
  });

  it("reads through typos in intent words: 'contcat' and 'procss'", () => {
    expect(ask("contcat").text).toContain(site.email);
    const process = ask("procss").text;
    for (const s of processSteps) expect(process).toContain(s.body);
  });

  it("gives the support hours and says whether the studio is open now", () => {
    const answer = ask("Are you open now?");
    expect(answer.text).toContain(site.hours.label);
    expect(answer.text).toMatch(/open now/i);
    expect(answer.text).toContain(`until ${site.hours.closes}`);
  });

  it("answers 'office timings kya hai' with the hours, not the address", () => {
    const answer = ask("office timings kya hai");
    expect(answer.text).toContain(site.hours.label);
    expect(answer.text).not.toContain(site.address.note);
  });

  it("gives the phone and e-mail for 'whats your phone number'", () => {
    const answer = ask("whats your phone number");
    expect(answer.text).toContain(site.phone);
    expect(answer.text).toContain(site.email);
    expect(answer.links).toEqual([contactLink]);
  });

  it("gives the location for 'where are you based'", () => {
    const answer = ask("where are you based");
    expect(answer.text).toContain(site.address.line);
    expect(answer.text).toContain(site.address.note);
  });

  it("greets back for 'hello' and 'namaste' without claiming anything", () => {
    for (const greeting of ["hello", "namaste"]) {
      const answer = ask(greeting);
      expect(answer.text).toContain(site.name);
      expect(answer.links).toEqual([]);
      expect(answer.topics).toEqual([]);
    }
  });

  it("points to the hand-off after 'thanks!'", () => {
    const answer = ask("thanks!");
    expect(answer.text).toContain("Send this to the studio");
    expect(answer.text).toContain(site.replyTime);
  });

  it("answers 'logo kitne ka banega' with the pricing reply and the logo offering", () => {
    const answer = ask("logo kitne ka banega");
    expect(answer.text).toMatch(/don't list prices/i);
    expect(answer.text).toContain(offering(smm, /logo/i).copy);
  });

  it("says yes to 'Do you do SEO?' because SEO is a web tag", () => {
    expect(dev.tags).toContain("SEO");
    const answer = ask("Do you do SEO?");
    expect(answer.text).toMatch(/^Yes\. /);
    expect(answer.text).toContain(dev.subtitle);
    expect(answer.links).toEqual([tabLink(dev)]);
  });

  it("answers 'insta handle karoge?' with the Instagram offering", () => {
    const answer = ask("insta handle karoge?");
    expect(answer.text).toMatch(/^Yes\. /);
    expect(answer.text).toContain(offering(smm, /instagram/i).copy);
  });

  it("finds the hospital work and links its case study", () => {
    const study = must(
      caseStudies.find((s) =>
        /hospital/i.test(`${s.sector} ${s.title} ${s.summary}`),
      ),
      "hospital case study",
    );
    const answer = ask("hospital");
    expect(answer.text).toContain(offering(dev, /hospital/i).copy);
    expect(answer.text).toContain(study.summary);
    expect(answer.links).toContainEqual({
      label: `Case study: ${study.title}`,
      to: `/portfolio/${study.id}`,
    });
  });

  it("lists the case studies for 'aapka kaam dikhao'", () => {
    const answer = ask("aapka kaam dikhao");
    for (const study of caseStudies) expect(answer.text).toContain(study.title);
    expect(answer.links).toContainEqual({
      label: "All case studies",
      to: "/portfolio",
    });
  });

  it("walks through the process for 'how do you work'", () => {
    const answer = ask("how do you work");
    for (const s of processSteps) expect(answer.text).toContain(s.body);
    expect(answer.links).toEqual([processLink]);
  });

  it("gives the why cards for 'why should we choose you'", () => {
    const answer = ask("why should we choose you");
    for (const card of whyCards) expect(answer.text).toContain(card.copy);
    expect(answer.links).toEqual([
      expect.objectContaining({ to: "/Home#why" }),
    ]);
  });

  it("finds the design step for 'figma'", () => {
    expect(ask("figma").text).toContain(step("Design").body);
  });

  it("finds the 3D video offering for '3d video'", () => {
    expect(ask("3d video").text).toContain(offering(smm, /3d/i).copy);
  });

  it("says what it can't find instead of guessing: 'What's the weather in Mumbai?'", () => {
    const answer = ask("What's the weather in Mumbai?");
    expect(answer.text).toMatch(
      /couldn't find anything about “weather mumbai”/,
    );
    expect(answer.text).toContain(site.replyTime);
    expect(answer.links[0]).toEqual(contactLink);
  });

  it("does not say yes to 'Do you make mobile games?' when games appear nowhere", () => {
    const answer = ask("Do you make mobile games?");
    expect(answer.text).not.toMatch(/^Yes/);
    expect(answer.text).toMatch(/couldn't find anything about “game”/);
  });

  it("answers gibberish with the honest fallback", () => {
    const answer = ask("asdfgh qwerty");
    expect(answer.text).toMatch(/won't guess/);
    expect(answer.topics).toEqual([]);
  });

  it("treats markup as words: '<script>alert(1)</script> price' is a price question", () => {
    const answer = ask("<script>alert(1)</script> price");
    expect(answer.text).toMatch(/don't list prices/i);
    expect(answer.text).not.toContain("<script>");
  });

  it("answers an empty question with a prompt, and survives 10,000 characters", () => {
    expect(ask("   ").text).toContain(site.name);
    const long = ask(`reels ${"a".repeat(10_000)}`);
    expect(long.text).toContain(offering(smm, /reels/i).copy);
  });

  it("finds every offering by its own name", () => {
    const missed = services.flatMap((service) =>
      service.items
        .filter((item) => {
          const answer = ask(item.lead);
          const linksTab = answer.links.some(
            (link) => link.state?.serviceTab === service.id,
          );
          return !answer.text.includes(item.copy) || !linksTab;
        })
        .map((item) => item.lead),
    );
    expect(missed).toEqual([]);
  });

  it("finds every case study by its client's name and links it", () => {
    expect(caseStudies.length).toBeGreaterThan(0);
    const missed = caseStudies
      .filter(
        (study) =>
          !ask(study.client).links.some(
            (link) => link.to === `/portfolio/${study.id}`,
          ),
      )
      .map((study) => study.client);
    expect(missed).toEqual([]);
  });

  it("never states a number the content doesn't hold", () => {
    const questions = [
      "What do you build?",
      "How long does a website take?",
      "How long for reels?",
      "Can you run our Instagram?",
      "How do we start?",
      "price",
      "kitna charge karte ho reels ka",
      "reels",
      "hospital",
      "aapka kaam dikhao",
      "lighthouse score",
      "coffee",
      "Do you do SEO?",
    ];
    const invented = questions.flatMap((question) =>
      numbersIn(ask(question).text)
        .filter((number) => !contentNumbers.has(number))
        .map((number) => `${question}: ${number}`),
    );
    expect(invented).toEqual([]);
  });
});

describe("the project assistant takes every fact from the content it is given", () => {
  const custom = {
    ...siteContent,
    site: {
      ...siteContent.site,
      replyTime: "within two hours",
      phone: "+91 11 2345 6789",
    },
  };
  const other = createAssistant(custom);

  it("quotes the configured reply time and phone, not built-in ones", () => {
    expect(other.answer("price").text).toContain("within two hours");
    expect(other.answer("phone number").text).toContain("+91 11 2345 6789");
  });

  it("links a case study added to the content", () => {
    const [first] = caseStudies;
    const added = {
      ...must(first, "case study"),
      id: "tea-estate-site",
      title: "A booking site for a Darjeeling tea estate",
      client: "Glenburn Test Estate",
    };
    const withStudy = createAssistant({
      ...siteContent,
      caseStudies: [...caseStudies, added],
    });
    expect(withStudy.answer("darjeeling").links).toContainEqual({
      label: `Case study: ${added.title}`,
      to: "/portfolio/tea-estate-site",
    });
  });
});
