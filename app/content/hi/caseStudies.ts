import type { Translation } from "../translation";
import type {
  caseStudyCopy as enCaseStudyCopy,
  portfolioCopy as enPortfolioCopy,
} from "../caseStudies";
import type { CaseStudyText } from "../types";

/**
 * Each case study's words in Hindi, one module each:
 * ./case-studies/<id>.ts, named after the English study's id (the content
 * tests check that every English study has its text, list for list).
 */
export const caseStudyTexts: Readonly<Record<string, CaseStudyText>> =
  Object.fromEntries(
    Object.entries(
      import.meta.glob<CaseStudyText>("./case-studies/*.ts", {
        eager: true,
        import: "caseStudyText",
      }),
    ).map(([path, text]) => [path.replace(/^.*\/|\.ts$/g, ""), text]),
  );

export { serviceLineLabels } from "./serviceLines";

/** Copy for the portfolio and case study pages around the case studies. */
export const portfolioCopy: Translation<typeof enPortfolioCopy> = {
  title: "हमारा काम",
  metaTitle: "पोर्टफ़ोलियो: वेबसाइट, वेब ऐप और सोशल मीडिया का काम",
  description:
    "नई दिल्ली के Kalam Studio की केस स्टडी: वेबसाइटें, वेब ऐप और इंटरनल टूल, और वो रील्स, पोस्ट, मॉकअप और लॉन्च जो हम ब्रांड्स के लिए बनाते हैं।",
  intro:
    "हम जो बनाते हैं, उसका आधा ब्राउज़र में रहता है और आधा फ़ीड में। यहाँ दोनों की झलक है: हर क्लाइंट कौन-सी मुश्किल लेकर आया, हमने क्या किया, और क्या बदला।",
  filterLabel: "सेवा के हिसाब से केस स्टडी छाँटें",
  allLabel: "सभी",
  status: {
    all: (count: number) =>
      count === 1 ? "1 केस स्टडी दिख रही है" : `सभी ${count} केस स्टडी दिख रही हैं`,
    line: (count: number, total: number, line: string) =>
      `${total} में से ${count} केस स्टडी ${count === 1 ? "दिख रही है" : "दिख रही हैं"}: ${line}`,
  },
  cta: {
    title: "आपके पास भी ऐसा कोई प्रोजेक्ट है?",
    body: "बताइए कि आप क्या बना रहे हैं या लॉन्च कर रहे हैं। हम एक दिन के अंदर कुछ सवालों, एक मोटे प्लान और कीमत की रेंज के साथ जवाब देते हैं।",
    action: "प्रोजेक्ट शुरू करें",
  },
};

/** Headings and labels on a case study page. */
export const caseStudyCopy: Translation<typeof enCaseStudyCopy> = {
  facts: {
    client: "क्लाइंट",
    sector: "सेक्टर",
    services: "सेवाएँ",
    year: "साल",
  },
  results: "नतीजे",
  challenge: "चुनौती",
  approach: "हमने क्या किया",
  stack: { dev: "टेक स्टैक", smm: "डिलीवरेबल्स" },
  visuals: { dev: "स्क्रीन", smm: "रील्स, पोस्ट और डिज़ाइन" },
  pagerLabel: "और केस स्टडी",
  previous: "पिछली केस स्टडी",
  next: "अगली केस स्टडी",
  back: "पोर्टफ़ोलियो पर वापस",
  cta: {
    title: "कुछ ऐसा ही प्लान कर रहे हैं?",
    body: "अपने प्रोजेक्ट के बारे में कुछ लाइनें भेजिए। हम एक दिन के अंदर जवाब देते हैं, और पहली कॉल मुफ़्त है।",
    action: "प्रोजेक्ट शुरू करें",
  },
  notFound: {
    title: "हमें वह केस स्टडी नहीं मिली",
    metaTitle: "केस स्टडी नहीं मिली",
    description:
      "यह केस स्टडी मौजूद नहीं है या कहीं और चली गई है। Kalam Studio का वेब और सोशल मीडिया का सारा काम देखें।",
    body: "हो सकता है लिंक पुराना हो या उसमें कुछ ग़लत टाइप हुआ हो। आज हमारे पास ये केस स्टडी हैं:",
    portfolioLink: "सभी केस स्टडी देखें",
    homeLink: "होम पेज पर जाएँ",
  },
};
