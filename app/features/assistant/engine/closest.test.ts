import { describe, expect, it } from "vitest";
import { createClosest, namesOffering } from "./closest";
import { createContentIndex } from "./contentMatch";
import { contactLink } from "./knowledge";
import { concept, reading, state } from "./testEngine";

const closest = createClosest(state, createContentIndex(state.concepts));
const scores = new Map<string, number>();

/** The closest answer, or the honest reply, to a question asked at 0.3. */
const closestTo = (question: string, { isService }: { isService: boolean }) =>
  closest.closestOrAbstain(question, reading(question), scores, 0.3, isService);

describe("the closest answer before any denial", () => {
  it("knows a term that names an offering, and not a filler word", () => {
    const [dashboard] = reading("dashboards").tokens;
    const [the] = reading("the").tokens;
    expect(dashboard && namesOffering(dashboard, state)).toBe(true);
    expect(the && namesOffering(the, state)).toBe(false);
  });

  it("offers a concept as the closest, ending on the contact link", () => {
    const offered = closest.offer(
      concept("topic:industries"),
      reading("do you work with salons"),
      0.4,
    );
    expect(offered.text).toMatch(/^Closest on this site:/);
    expect(offered.links.at(-1)).toEqual(contactLink);
    expect(offered.links.filter((l) => l.to === contactLink.to)).toHaveLength(
      1,
    );
    expect(offered.confidence).toBe(0.4);
    expect(offered.context?.isClosest).toBe(true);
  });

  it("answers a question that names an offering instead of denying it", () => {
    const answer = closestTo("Do you build dashboards?", { isService: false });
    expect(answer.context?.isClosest).toBe(true);
    expect(answer.text).not.toMatch(/doesn.t say|isn.t something/i);
  });

  it("keeps the honest reply for a service in a word the site never uses", () => {
    const answer = closestTo("Joomla websites?", { isService: true });
    expect(answer.context?.isClosest).not.toBe(true);
    expect(answer.links.map((l) => l.to)).toContain(contactLink.to);
  });

  it("matches by content words only where the site has them", () => {
    expect(
      closest.match(
        "which industrys do u work with",
        reading("which industrys do u work with"),
      )?.id,
    ).toBe("topic:industries");
    expect(
      closest.match(
        "xylophone quantum zebra",
        reading("xylophone quantum zebra"),
      ),
    ).toBeUndefined();
  });
});
