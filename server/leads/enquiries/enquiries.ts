/**
 * The enquiries room: what an enquiry is once it reaches the service (its
 * columns, its form without JavaScript, the pages that carry the form) and
 * how it is erased. Other rooms import it through this module only.
 */
export {
  CONTACT_PATH,
  formFields,
  htmlResponse,
  type Parsed,
  parseSubmission,
  refusals,
  SENT_FROM_PARAM,
  type Submission,
  THANKS_PATH,
  thanksPath,
} from "./contact";
export { noticePage, retryPage, thanksPage } from "./answers";
export { type VisitorWords, visitorWords } from "./words";
export {
  attributionColumn,
  attributionOf,
  detailFieldNames,
  e164Of,
  fieldColumns,
  fieldColumnValues,
  fieldLabel,
  langLabel,
  langOf,
  plainTextLines,
  textFieldNames,
  valuesOf,
} from "./enquiry";
export { eraseLead, eraseLeads } from "./erase";
export { leadServicePages, prerenderedPaths } from "./pages";
