import type {
  assistantCopy as enCopy,
  assistantIntro as enIntro,
} from "../assistant";
import { MAX_QUESTION_LENGTH } from "../assistant";
import { homeSectionPath, sectionIds } from "../sectionIds";
import type { Translation } from "../translation";
import { hiNumber } from "./format";

/** The assistant section's heading on the Hindi home page. */
export const assistantIntro: Translation<typeof enIntro> = {
  eyebrow: "असिस्टेंट",
  heading: "प्रोजेक्ट असिस्टेंट से पूछिए",
  lead: "इस साइट की सर्विसेज़, काम करने के तरीके, शर्तों और केस स्टडीज़ से फ़टाफ़ट जवाब, किसी भी वक़्त। यह अंदाज़ा नहीं लगाता: जो यहाँ नहीं लिखा, वह सवाल स्टूडियो तक जाता है।",
};

const limit = hiNumber(MAX_QUESTION_LENGTH);

/** The chat's own words on the Hindi home page. */
export const assistantCopy: Translation<typeof enCopy> = {
  welcome:
    "नमस्ते! मैं इसी साइट से जवाब देता हूँ, हिंदी, Hinglish या English में: हम क्या बनाते और पोस्ट करते हैं, दाम और पेमेंट, टाइमलाइन, हमारा काम, समय और शुरुआत कैसे करें। जो बात साइट पर नहीं है, वह मैं साफ़ बता दूँगा। फिर बातचीत को ड्राफ़्ट की तरह स्टूडियो को भेज दीजिए।",
  suggestionsFor: "इनके जवाब मैं दे सकता हूँ",
  logLabel: "असिस्टेंट से बातचीत",
  visitorLabel: "आप",
  assistantLabel: "असिस्टेंट",
  typingLabel: "असिस्टेंट लिख रहा है",
  linksLabel: "और पढ़ें",
  suggestionsLabel: "ये पूछकर देखिए",
  suggestedQuestions: [
    "आप क्या बनाते हैं?",
    "वेबसाइट कितने की बनती है?",
    "क्या आप हमारा Instagram चला सकते हैं?",
    "शुरुआत कैसे करें?",
  ],
  inputLabel: "सवाल पूछिए",
  sendLabel: "भेजें",
  limitHint: `ज़्यादा से ज़्यादा ${limit} अक्षर।`,
  cutHint: `एक सवाल की सीमा ${limit} अक्षर है, उतना ही रखा गया।`,
  sendToStudioLabel: "यह स्टूडियो को भेजें",
  sendToStudioNote: "पहले कुछ पूछिए; फिर आप बातचीत स्टूडियो को भेज सकते हैं।",
  errorAnswer:
    "माफ़ कीजिए, मेरी तरफ़ कुछ गड़बड़ हो गई, इसलिए मैं अंदाज़ा नहीं लगाऊँगा। कॉन्टैक्ट फ़ॉर्म से स्टूडियो से पूछिए: हम एक दिन के अंदर जवाब देते हैं।",
  errorLink: { label: "कॉन्टैक्ट फ़ॉर्म", to: homeSectionPath(sectionIds.contact) },
  loadFailed: "असिस्टेंट के जवाब लोड नहीं हुए। अपना कनेक्शन देखिए और फिर से कोशिश कीजिए।",
  retryLabel: "फिर से कोशिश करें",
};
