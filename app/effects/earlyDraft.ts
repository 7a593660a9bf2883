import { CONTACT_FIELD_LIMITS } from "~/lib/constants";
import { DRAFT_KEY, DRAFT_VERSION } from "./draftKey";
import { sectionHash, sectionIds } from "~/content/sectionIds";

/** Set on the contact form once its own code saves the draft. */
export const DRAFT_OWNER_ATTRIBUTE = "data-draft-owner";

/**
 * A few hundred bytes inlined in every page (its hash joins the CSP with the
 * framework's own scripts): it saves the contact form's fields to the same
 * draft the form restores, from the first keystroke, until the form's code
 * marks the form as its own. It only reads the fields and writes storage; it
 * never holds, stops or replays an event.
 */
export const earlyDraftScript = /* @__PURE__ */ earlyDraftSource();

function earlyDraftSource(): string {
  return `addEventListener("input",function(e){var f=e.target&&e.target.form;if(!f||!f.closest(${JSON.stringify(sectionHash(sectionIds.contact))})||f.hasAttribute(${JSON.stringify(DRAFT_OWNER_ATTRIBUTE)}))return;try{var l=${JSON.stringify(CONTACT_FIELD_LIMITS)},v={},b=1;for(var k in l){var x=f.elements.namedItem(k);v[k]=x&&typeof x.value=="string"?x.value.slice(0,l[k]):"";if(v[k].trim())b=0}b?localStorage.removeItem(${JSON.stringify(DRAFT_KEY)}):localStorage.setItem(${JSON.stringify(DRAFT_KEY)},JSON.stringify({version:${DRAFT_VERSION},savedAt:Date.now(),values:v}))}catch(_){}},true)`;
}
