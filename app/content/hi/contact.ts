import type {
  availabilityText as enAvailabilityText,
  contactContent as enContactContent,
  contactNextSteps as enContactNextSteps,
} from "../contact";
import type { Translation } from "../translation";
import { site } from "./site";

export const contactContent: Translation<typeof enContactContent> = {
  eyebrow: "संपर्क",
  heading: "आइए, साथ मिलकर कुछ बनाएँ",
  lead: "अपने प्रोजेक्ट के बारे में बताइए। हम सोमवार से शनिवार, एक दिन के भीतर जवाब देते हैं।",
  formHeading: "हमें मैसेज भेजें",
  submitLabel: "मैसेज भेजें",
  successMessage: (name) =>
    `धन्यवाद, ${name}! आपका मैसेज हमें मिल गया है और हम एक दिन के भीतर जवाब देंगे।`,
  panelHeading: "सीधे हमसे बात करें",
  supportLine: `सपोर्ट: हम ${site.replyTime} जवाब देते हैं`,
  assistantCta: "AI असिस्टेंट से बात करें",
};

export const contactNextSteps: Translation<typeof enContactNextSteps> = {
  heading: "आगे क्या होगा",
  /** `by` as the Hindi pages say it: "बुधवार शाम 7 बजे IST". */
  reply: (by) =>
    `हम एक दिन के भीतर, ${by} तक, आपके प्रोजेक्ट के बारे में कुछ सवालों के साथ जवाब देंगे।`,
  steps: [
    "हम एक दिन के भीतर आपके प्रोजेक्ट के बारे में कुछ सवालों के साथ जवाब देते हैं।",
    "30 मिनट की एक मुफ़्त कॉल, जिसमें काम का दायरा, टाइमलाइन और कौन क्या करेगा, यह तय होता है।",
    "तय कीमत वाला एक लिखित प्लान, ताकि काम शुरू होने से पहले ही आपको खर्च पता हो।",
  ],
};

export const availabilityText: Translation<typeof enAvailabilityText> = {
  open: (closes, zone) => `अभी खुला है, ${closes} ${zone} तक`,
  closed: (day, opens, zone) => `अभी बंद है, ${day} ${opens} ${zone} पर खुलेगा`,
  yourTime: (time) => `आपके समय के हिसाब से ${time}`,
  today: "आज",
  // "शाम 7 बजे", "दोपहर 3:30 बजे": the part of the day, the hour, बजे.
  clock: ({ hour, minute, dayPeriod }) =>
    `${dayPeriod} ${minute ? `${hour}:${minute}` : hour} बजे`,
};
