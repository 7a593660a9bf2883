import type {
  contactFormContent as enContactFormContent,
  handOffText as enHandOffText,
  messageCounterText as enMessageCounterText,
} from "../contactForm";
import type { Translation } from "../translation";
import { hiNumber } from "./format";
import { site } from "./site";

export const contactFormContent: Translation<typeof enContactFormContent> = {
  sendingLabel: "भेजा जा रहा है…",
  draftSaved: "ड्राफ़्ट सेव है",
  draftRestored:
    "पिछली बार आपने जो लिखा था, वह हमने रख लिया है, सिर्फ़ इसी डिवाइस पर।",
  draftClear: "मिटाएँ",
  draftClearObject: "ड्राफ़्ट",
  honeypotLabel: "कंपनी की वेबसाइट",
  failureHeading: "आपका मैसेज हम तक नहीं पहुँचा",
  checkUnavailable:
    "हम अभी फ़ॉर्म जाँच नहीं पाए (शायद कनेक्शन टूट गया?)। आपने जो भी लिखा है, सब यहीं है: थोड़ी देर में फिर से “मैसेज भेजें” दबाएँ, या सीधे हमें भेज दें:",
  failureBody:
    "आपका लिखा कुछ भी खोया नहीं है: सब फ़ॉर्म में ही है। एक मिनट में फिर से कोशिश करें, या सीधे हमें भेज दें:",
  sentWorkLink: "तब तक हमारा काम देखें",
  sendAnother: "एक और मैसेज भेजें",
  notSentHeading: "आपका मैसेज नहीं भेजा गया है",
  notSentBody:
    "यह साइट अभी मैसेज नहीं पहुँचा सकती, इसलिए हम तक कुछ नहीं पहुँचा है। आपके शब्द यहीं हैं: इन्हें WhatsApp या ईमेल से भेजें, सब पहले से भरा हुआ है।",
  backToMessage: "अपने मैसेज पर लौटें",
  // Followed by the link and a full stop: "… पूरी जानकारी: हमारा गोपनीयता नोटिस."
  privacyNotice:
    "ये जानकारी हम सिर्फ़ आपको जवाब देने के लिए इस्तेमाल करते हैं। पूरी जानकारी:",
  privacyLink: "हमारा गोपनीयता नोटिस",
  handOffHeading: "कहीं और बात करना चाहेंगे?",
  whatsappLabel: "WhatsApp पर बात करना पसंद है?",
  whatsappHint: "WhatsApp पर हमें मैसेज करें",
  emailLabel: "ईमेल पसंद है?",
  emailHint: `${site.email} पर लिखें`,
  newTab: "(नए टैब में खुलता है)",
  noScriptNote:
    "इस फ़ॉर्म को भेजने के लिए JavaScript चाहिए। इसकी जगह सीधे हमसे संपर्क करें:",
  noScriptWhatsapp: "WhatsApp",
  noScriptPhone: "या फ़ोन करें",
};

export const messageCounterText: Translation<typeof enMessageCounterText> = {
  counter: (length, max) => `${hiNumber(length)}/${hiNumber(max)} अक्षर`,
  charactersLeft: (left) => `${hiNumber(left)} अक्षर बाकी`,
  pasteTruncated: (max) =>
    `आपका पेस्ट किया हुआ टेक्स्ट ${hiNumber(max)} अक्षरों से लंबा था, इसलिए हमने शुरू के ${hiNumber(max)} अक्षर रखे हैं।`,
};

/** No "I" that takes a gender: "मैं … हूँ", "मुझे … है". */
const noMessage = "मुझे एक प्रोजेक्ट के बारे में बात करनी है।";

export const handOffText: Translation<typeof enHandOffText> = {
  whatsapp: ({ name, message }) =>
    [
      name ? `नमस्ते ${site.name}, मैं ${name} हूँ।` : `नमस्ते ${site.name},`,
      message || noMessage,
    ].join("\n\n"),
  emailSubject: ({ name }) =>
    name ? `${name} की ओर से प्रोजेक्ट के बारे में पूछताछ` : "प्रोजेक्ट के बारे में पूछताछ",
  emailBody: ({ name, message }) =>
    [`नमस्ते ${site.name},`, message || noMessage, name]
      .filter(Boolean)
      .join("\n\n"),
};
