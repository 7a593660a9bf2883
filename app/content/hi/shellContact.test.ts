import { describe, expect, it } from "vitest";
import { DRAFT_MAX_AGE_DAYS } from "~/effects/draft";
import * as enContact from "../contact";
import * as enContactForm from "../contactForm";
import * as enContactNextSteps from "../contactNextSteps";
import * as enContactMessages from "../contactMessages";
import * as enContactOutcomes from "../contactOutcomes";
import * as enEnquiry from "../enquiry";
import * as enErrors from "../errors";
import * as enLeadService from "../leadService";
import * as enLegal from "../legal";
import * as enLegalIds from "../legalIds";
import * as enMeasured from "../measured";
import * as enNoScript from "../noScript";
import * as enShell from "../shell";
import * as enSite from "../site";
import * as hiContact from "./contact";
import * as hiContactForm from "./contactForm";
import * as hiContactNextSteps from "./contactNextSteps";
import * as hiContactMessages from "./contactMessages";
import * as hiContactOutcomes from "./contactOutcomes";
import * as hiEnquiry from "./enquiry";
import * as hiErrors from "./errors";
import * as hiLeadService from "./leadService";
import * as hiLegal from "./legal";
import * as hiLegalIds from "./legalIds";
import * as hiMeasured from "./measured";
import * as hiNoScript from "./noScript";
import * as hiShell from "./shell";
import * as hiSite from "./site";

/** Each Hindi module beside its English one, with the exports both must have. */
const modules = [
  ["shell", enShell, hiShell, ["shellCopy", "footerLegalLinks"]],
  [
    "site",
    enSite,
    hiSite,
    [
      "site",
      "navLinks",
      "insightsLink",
      "headerLinks",
      "footerServiceLinks",
      "footerUsefulLinks",
      "footerAbout",
      "themeToggleLabel",
      "siteMeta",
    ],
  ],
  ["legalIds", enLegalIds, hiLegalIds, ["legalTitles"]],
  ["legal", enLegal, hiLegal, ["legalDocuments"]],
  ["errors", enErrors, hiErrors, ["errorCopy"]],
  ["contact", enContact, hiContact, ["contactContent", "availabilityText"]],
  [
    "contactForm",
    enContactForm,
    hiContactForm,
    ["contactFormContent", "messageCounterText", "handOffText"],
  ],
  [
    "contactMessages",
    enContactMessages,
    hiContactMessages,
    ["contactMessages"],
  ],
  [
    "contactOutcomes",
    enContactOutcomes,
    hiContactOutcomes,
    ["contactOutcomeContent"],
  ],
  [
    "contactNextSteps",
    enContactNextSteps,
    hiContactNextSteps,
    ["contactNextSteps"],
  ],
  ["enquiry", enEnquiry, hiEnquiry, ["enquiryFieldLabels"]],
  ["noScript", enNoScript, hiNoScript, ["noScriptCopy"]],
  ["leadService", enLeadService, hiLeadService, ["leadServiceContent"]],
  ["measured", enMeasured, hiMeasured, ["measuredCopy"]],
] as const;

/**
 * Values that are the same in both languages by nature, by key path (`*`
 * stands for any one key or index): the studio's name, its contact details
 * and address data, time-zone data, social networks' names and URLs, ids,
 * the logo's letter, WhatsApp's name, and a chip that is a brand and a
 * score. Each must hold exactly the English value.
 */
const sameInBothLanguages = [
  "site.name",
  "site.legalName",
  "site.url",
  "site.phone",
  "site.whatsapp",
  "site.email",
  "site.address.locality",
  "site.address.region",
  "site.address.country",
  "site.address.countryCode",
  "site.hours.timeZone",
  "site.hours.utcOffset",
  "site.hours.opens",
  "site.hours.closes",
  "site.social[*].label",
  "site.social[*].href",
  "footerServiceLinks[*].tab",
  "footerLegalLinks[*].id",
  "legalDocuments.*.id",
  "shellCopy.header.logoMark",
  "contactFormContent.noScriptWhatsapp",
  "measuredCopy.lighthouseChip(98)",
];

/**
 * The arguments each function is called with, by key path: Latin text and
 * numbers only, so any Devanagari in the result is the function's own.
 */
const samples: Record<string, readonly (readonly unknown[])[]> = {
  "shellCopy.footer.copyright": [[2026]],
  "shellCopy.legal.lastUpdated": [["27 November 2026"]],
  "siteMeta.caseStudyCardAlt": [
    ["Registration in minutes", "Web Development", "a Delhi hospital"],
  ],
  "contactContent.successMessage": [["Asha"]],
  "contactNextSteps.reply": [["Wednesday 7 pm IST"]],
  "leadServiceContent.ack.greeting": [["Asha"], [""]],
  "availabilityText.open": [["19:00", "IST"]],
  "availabilityText.closed": [["Monday", "10:00", "IST"]],
  "availabilityText.yourTime": [["Sunday 11:30 pm"]],
  "availabilityText.clock": [
    [{ hour: "7", minute: null, dayPeriod: "evening", half: "pm" }],
    [{ hour: "4", minute: "30", dayPeriod: "night", half: "am" }],
  ],
  "messageCounterText.counter": [[1234, 2000]],
  "messageCounterText.charactersLeft": [[766]],
  "messageCounterText.pasteTruncated": [[2000]],
  "handOffText.*": [
    [{ name: "Asha", message: "A shop for our tea" }],
    [{ name: "", message: "" }],
  ],
  "contactMessages.*.tooLong": [[200]],
  "contactOutcomeContent.retrying": [[30_000], [300_000]],
  "measuredCopy.measuredOn": [["27 Nov 2026"]],
  "measuredCopy.lighthouse": [[98, 5]],
  "measuredCopy.phoneLcp": [["1.4 s", 28]],
  "measuredCopy.tti": [["0.9 s"]],
  "measuredCopy.lighthouseChip": [[98]],
  "measuredCopy.accessibilityChip": [[100]],
  "measuredCopy.phoneInp": [[120]],
};

const escapeRegExp = (text: string) =>
  text.replace(/[.[\]()]/g, (char) => `\\${char}`);

/** Whether a key path matches a pattern where `*` is any one key or index. */
const matches = (pattern: string, path: string) =>
  new RegExp(`^${escapeRegExp(pattern).replace(/\*/g, "[^.[\\]]+")}$`).test(
    path,
  );

const findIn = <T>(table: Record<string, T>, path: string) =>
  Object.entries(table).find(([pattern]) => matches(pattern, path))?.[1];

const LATIN = /[A-Za-z]/;
const DEVANAGARI = /[\u0900-\u097F]/;

/** Runs of digits, read through grouping commas: "2,000" is 2000. */
const figures = (text: string): string[] =>
  text.replace(/(\d),(?=\d)/g, "$1").match(/\d+/g) ?? [];

/**
 * Walks an English value and its Hindi translation together, returning
 * each difference with the key path it was found at.
 */
function compare(en: unknown, hi: unknown, path: string): string[] {
  if (sameInBothLanguages.some((pattern) => matches(pattern, path))) {
    return Object.is(en, hi)
      ? []
      : [`${path}: should be the English value ${JSON.stringify(en)}`];
  }
  if (typeof en === "function") {
    if (typeof hi !== "function") return [`${path}: should be a function`];
    if (hi.length !== en.length) {
      return [`${path}: should take ${en.length} arguments`];
    }
    const argLists = findIn(samples, path);
    if (!argLists) return [`${path}: has no sample arguments in this test`];
    return argLists.flatMap((args) =>
      compare(
        (en as (...args: unknown[]) => unknown)(...args),
        (hi as (...args: unknown[]) => unknown)(...args),
        `${path}(${JSON.stringify(args).slice(1, -1)})`,
      ),
    );
  }
  if (Array.isArray(en)) {
    if (!Array.isArray(hi)) return [`${path}: should be a list`];
    if (hi.length !== en.length) {
      return [`${path}: has ${hi.length} items, English has ${en.length}`];
    }
    return en.flatMap((item: unknown, index) =>
      compare(item, hi[index], `${path}[${index}]`),
    );
  }
  if (en !== null && typeof en === "object") {
    if (hi === null || typeof hi !== "object" || Array.isArray(hi)) {
      return [`${path}: should be an object`];
    }
    const enKeys = Object.keys(en).sort();
    const hiKeys = Object.keys(hi).sort();
    const missing = enKeys.filter((key) => !hiKeys.includes(key));
    const extra = hiKeys.filter((key) => !enKeys.includes(key));
    return [
      ...missing.map((key) => `${path}.${key}: missing in Hindi`),
      ...extra.map((key) => `${path}.${key}: not in the English`),
      ...enKeys
        .filter((key) => hiKeys.includes(key))
        .flatMap((key) =>
          compare(
            (en as Record<string, unknown>)[key],
            (hi as Record<string, unknown>)[key],
            `${path}.${key}`,
          ),
        ),
    ];
  }
  if (typeof en === "string") {
    if (typeof hi !== "string") return [`${path}: should be text`];
    if (/^[/#]/.test(en)) {
      return hi === en ? [] : [`${path}: should link to ${en}`];
    }
    if (!LATIN.test(en)) {
      return hi === en ? [] : [`${path}: should be ${JSON.stringify(en)}`];
    }
    const problems: string[] = [];
    if (!DEVANAGARI.test(hi)) problems.push(`${path}: has no Hindi`);
    if (hi.trim() !== hi) problems.push(`${path}: has spaces at an end`);
    if (/undefined|NaN/.test(hi)) problems.push(`${path}: has ${hi}`);
    const hiFigures = figures(hi);
    for (const figure of figures(en)) {
      if (!hiFigures.includes(figure)) {
        problems.push(`${path}: lacks the English figure ${figure}`);
      }
    }
    return problems;
  }
  return Object.is(en, hi)
    ? []
    : [`${path}: should be ${JSON.stringify(en)}, is ${JSON.stringify(hi)}`];
}

const exportPairs = modules.flatMap(([file, en, hi, names]) =>
  names.map(
    (name) =>
      [
        `${file}.ts ${name}`,
        name,
        (en as Record<string, unknown>)[name],
        (hi as Record<string, unknown>)[name],
      ] as const,
  ),
);

describe("the Hindi shell and contact copy", () => {
  it.each(exportPairs)(
    "%s: every English word has its Hindi, every link and datum the same",
    (_, name, en, hi) => {
      expect(en, `English ${name}`).toBeDefined();
      expect(hi, `Hindi ${name}`).toBeDefined();
      expect(compare(en, hi, name)).toEqual([]);
    },
  );

  it("exports nothing from a Hindi module that the English lacks", () => {
    const unpaired = modules.flatMap(([file, en, hi]) =>
      Object.keys(hi)
        .filter((name) => !(name in en))
        .map((name) => `${file}.ts ${name}`),
    );
    expect(unpaired).toEqual([]);
  });

  it("says the studio's hours in IST, at the hours the data gives", () => {
    const { hours } = hiSite.site;
    expect(hours.opens).toBe("10:00");
    expect(hours.closes).toBe("19:00");
    expect(hours.label).toBe("सोम-शनि सुबह 10 से शाम 7 बजे (IST)");
  });

  it("writes counts as hi-IN does, grouped, in the counter and the limits", () => {
    expect(hiContactForm.messageCounterText.counter(1500, 2000)).toBe(
      "1,500/2,000 अक्षर",
    );
    expect(hiContactMessages.contactMessages.message.tooLong(2000)).toContain(
      "2,000 अक्षरों",
    );
  });

  it("gives the Hindi privacy notice what the DPDP Act asks for", () => {
    const { privacy } = hiLegal.legalDocuments;
    const text = [
      privacy.intro,
      ...privacy.sections.flatMap((section) => [
        section.heading,
        ...("paragraphs" in section ? section.paragraphs : []),
        ...("items" in section ? section.items : []),
      ]),
      privacy.contactLine,
    ].join("\n");
    expect(text).toContain(
      "डिजिटल व्यक्तिगत डेटा संरक्षण अधिनियम, 2023 (Digital Personal Data Protection Act, 2023)",
    );
    expect(text).toContain("भारतीय डेटा संरक्षण बोर्ड");
    expect(text).toContain("सहमति वापस");
    expect(text).toContain(`${DRAFT_MAX_AGE_DAYS} दिन बाद`);
  });

  it("labels every enquiry field in both languages", () => {
    expect(enEnquiry.enquiryFieldLabels).toEqual({
      name: "Name",
      email: "Email",
      phone: "Phone or WhatsApp (optional)",
      message: "Message",
    });
    expect(Object.keys(hiEnquiry.enquiryFieldLabels)).toEqual(
      enEnquiry.enquiryFieldNames,
    );
  });
});
