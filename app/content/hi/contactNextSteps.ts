import type { contactNextSteps as enContactNextSteps } from "../contactNextSteps";
import type { Translation } from "../translation";

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
