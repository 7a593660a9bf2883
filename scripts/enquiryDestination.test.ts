import { describe, expect, it } from "vitest";
import { unwantedLines } from "./buildOutput";
import {
  NO_DESTINATION_WARNING,
  noDestinationWarning,
} from "./enquiryDestination";

describe("the build's warning when enquiries would reach no one", () => {
  it.each([
    ["nothing is set", {}],
    ["the endpoint is empty", { VITE_CONTACT_ENDPOINT: "" }],
    ["the endpoint is only spaces", { VITE_CONTACT_ENDPOINT: "  " }],
    [
      "an unrelated variable is set",
      { VITE_ASSISTANT_ENDPOINT: "https://a.example" },
    ],
  ])("warns when %s", (_case, env: Record<string, string>) => {
    expect(noDestinationWarning(env)).toBe(NO_DESTINATION_WARNING);
  });

  it.each([
    [
      "an endpoint",
      { VITE_CONTACT_ENDPOINT: "https://forms.example.in/studio" },
    ],
    ["a same-origin endpoint", { VITE_CONTACT_ENDPOINT: "/api/contact" }],
    ["the platform function (Netlify)", { LEADS_SERVERLESS: "1" }],
    [
      "npm start with the service",
      { LEADS_DATABASE_URL: "file:./data/leads.db" },
    ],
  ])("is silent for a build with %s", (_case, env: Record<string, string>) => {
    expect(noDestinationWarning(env)).toBeNull();
  });

  it("is one line that says what happens and what to set", () => {
    expect(NO_DESTINATION_WARNING.split("\n")).toHaveLength(1);
    expect(NO_DESTINATION_WARNING).toContain("enquiries will reach no one");
    expect(NO_DESTINATION_WARNING).toContain("LEADS_DATABASE_URL");
    expect(NO_DESTINATION_WARNING).toContain("VITE_CONTACT_ENDPOINT");
  });

  it("does not fail npm run check:build, as CI builds with no endpoint", () => {
    const output = `> studio-site@1.0.0 build\n\n${NO_DESTINATION_WARNING}\n\npostbuild: 15 pages checked, done\n`;
    expect(unwantedLines(output)).toEqual([]);
    // …while any other warning still does.
    expect(unwantedLines(`${output}⚠ Something else\n`)).toEqual([
      "⚠ Something else",
    ]);
  });
});
