import type { CaseStudy, CaseStudyText } from "./types";

/**
 * The case studies with their words in another language: the drawings,
 * ids, lines and years stay the English study's.
 */
export function localizedCaseStudies(
  studies: readonly CaseStudy[],
  texts: Readonly<Record<string, CaseStudyText>>,
): CaseStudy[] {
  return studies.map((study) => {
    const text = texts[study.id];
    if (!text) throw new Error(`No words for the case study "${study.id}".`);
    return {
      ...study,
      ...text,
      cover: { ...study.cover, alt: text.cover.alt },
      visuals: study.visuals.map((visual, index) => ({
        ...visual,
        alt: text.visuals[index]?.alt ?? visual.alt,
        caption: text.visuals[index]?.caption ?? visual.caption,
      })),
    };
  });
}
