import type { Translation } from "../translation";
import type { processSteps as en, processIntro as enIntro } from "../process";

export const processIntro: Translation<typeof enIntro> = {
  eyebrow: "प्रक्रिया",
  heading: "हम कैसे काम करते हैं",
  lead: "चार स्टेप, एक साझा बोर्ड, और हर हफ़्ते एक अपडेट जिसे आप दो मिनट में पढ़ लें।",
};

export const processSteps: Translation<typeof en> = [
  {
    id: "discover",
    title: "डिस्कवरी",
    body: "30 मिनट की एक कॉल और आपकी साइट व सोशल मीडिया का एक छोटा ऑडिट। एक दिन के अंदर आपको लिखित स्कोप और फ़िक्स्ड कोटेशन मिल जाता है।",
  },
  {
    id: "design",
    title: "डिज़ाइन",
    body: "Figma में वायरफ़्रेम और विज़ुअल डायरेक्शन, या सैंपल पोस्ट के साथ एक कंटेंट कैलेंडर। आप रिव्यू करते हैं, हम उसे और निखारते हैं।",
  },
  {
    id: "develop",
    title: "डेवलपमेंट",
    body: "हम हर हफ़्ते छोटी-छोटी रिलीज़ में, एक प्रीव्यू लिंक पर बनाते हैं, असली फ़ोन पर टेस्ट करते हैं और Lighthouse व axe से जाँचते हैं।",
  },
  {
    id: "launch",
    title: "लॉन्च",
    body: "हम लाइव होते हैं, लॉगिन और एक छोटी गाइड आपको सौंपते हैं, फिर पहले महीने आपके साथ नंबरों पर नज़र रखते हैं।",
  },
];
