import type { Translation } from "../translation";
import type { insightsCopy as en } from "../insightsCopy";

/**
 * The words around the articles on the Hindi pages. The articles themselves
 * are in English, and the list's intro says so.
 */
export const insightsCopy: Translation<typeof en> = {
  title: "लेख",
  cardAlt: "Kalam Studio के लेख",
  metaTitle: "लेख: तेज़ वेबसाइटों और सोशल कंटेंट पर नोट्स",
  description:
    "नई दिल्ली के Kalam Studio के लेख: भारतीय मोबाइल नेटवर्क के लिए तेज़ वेबसाइटें, सोशल कंटेंट की प्लानिंग, और छोटे बिज़नेस को ऑनलाइन चलाना। ये लेख अंग्रेज़ी में हैं।",
  intro:
    "अपने क्लाइंट्स के लिए वेबसाइटें बनाते और फ़ीड चलाते हुए हम जो सीखते हैं, उसे यहाँ लिख देते हैं, ताकि हमसे बात करने से पहले ही आप उसका फ़ायदा उठा सकें। ये लेख अंग्रेज़ी में हैं।",
  readingTime: (minutes: number) => `पढ़ने में ${minutes} मिनट`,
  updated: "अपडेट:",
  by: "लेखक:",
  tagsLabel: "टैग",
  feedLink: "फ़ीड सब्सक्राइब करें (Atom)",
  allArticles: "सभी लेख",
  related: "इससे जुड़ा काम",
  moreArticles: "और लेख",
  loadingBody: "लेख लोड हो रहा है…",
  cta: {
    title: "प्रोजेक्ट शुरू करें",
    body: "अगर यह आपकी साइट या आपकी फ़ीड की कहानी लगती है, तो बताइए कि आप किस पर काम कर रहे हैं। हम एक दिन के अंदर जवाब देते हैं, और पहली कॉल मुफ़्त है।",
    action: "प्रोजेक्ट शुरू करें",
  },
  notFound: {
    title: "हमें वह लेख नहीं मिला",
    metaTitle: "लेख नहीं मिला",
    description:
      "यह लेख मौजूद नहीं है या कहीं और चला गया है। तेज़ वेबसाइटों और सोशल कंटेंट पर Kalam Studio के सभी लेख देखें।",
    body: "हो सकता है लिंक पुराना हो या उसमें कुछ ग़लत टाइप हुआ हो। हमारे प्रकाशित लेख ये हैं:",
    listLink: "सभी लेख देखें",
    homeLink: "होम पेज पर जाएँ",
  },
};
