/**
 * The case studies' Hindi words on their own, for the Hindi home page's
 * data (imported on demand there; the portfolio's pages import the module
 * itself).
 */
export { caseStudyTexts } from "./caseStudies";
