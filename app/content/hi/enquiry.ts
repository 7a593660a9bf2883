import type { enquiryFieldLabels as enEnquiryFieldLabels } from "../enquiry";
import type { Translation } from "../translation";

/** The form's field labels; the fields' rules are the English module's. */
export const enquiryFieldLabels: Translation<typeof enEnquiryFieldLabels> = {
  name: "नाम",
  email: "ईमेल",
  phone: "फ़ोन या WhatsApp (ज़रूरी नहीं)",
  message: "मैसेज",
};
