import { homeSectionPath, sectionIds } from "../sectionIds";
import {
  site as enSite,
  footerServiceLinks as enFooterServiceLinks,
  type footerUsefulLinks as enFooterUsefulLinks,
  type headerLinks as enHeaderLinks,
  type insightsLink as enInsightsLink,
  type navLinks as enNavLinks,
  type footerAbout as enFooterAbout,
  type themeToggleLabel as enThemeToggleLabel,
  type siteMeta as enSiteMeta,
} from "../site";
import type { Translation } from "../translation";

/** The studio's words in Hindi; its name, numbers and addresses stay as they are. */
export const site: Translation<typeof enSite> = {
  name: enSite.name,
  legalName: enSite.legalName,
  tagline: "नई दिल्ली का वेब और सोशल मीडिया स्टूडियो",
  url: enSite.url,
  phone: enSite.phone,
  whatsapp: enSite.whatsapp,
  email: enSite.email,
  address: {
    ...enSite.address,
    line: "नई दिल्ली, भारत",
    note: "रिमोट-फ़र्स्ट स्टूडियो",
  },
  hours: {
    ...enSite.hours,
    label: "सोम-शनि सुबह 10 से शाम 7 बजे (IST)",
  },
  replyTime: "एक दिन के भीतर",
  social: enSite.social,
};

const services = homeSectionPath(sectionIds.services);
const contact = homeSectionPath(sectionIds.contact);

export const navLinks: Translation<typeof enNavLinks> = [
  { label: "होम", to: "/Home" },
  { label: "सेवाएँ", to: services },
  { label: "पोर्टफ़ोलियो", to: "/portfolio" },
  { label: "संपर्क", to: contact },
];

const [homeLink, servicesLink, portfolioLink, contactLink] = navLinks;

export const insightsLink: Translation<typeof enInsightsLink> = {
  label: "लेख",
  to: "/insights",
};

export const headerLinks: Translation<typeof enHeaderLinks> = [
  homeLink,
  servicesLink,
  portfolioLink,
  insightsLink,
  contactLink,
];

const [web, instagram, mockups, logos, promotions, video] =
  enFooterServiceLinks;

export const footerServiceLinks: Translation<typeof enFooterServiceLinks> = [
  { ...web, label: "वेब डेवलपमेंट" },
  { ...instagram, label: "Instagram हैंडलिंग" },
  { ...mockups, label: "प्रोडक्ट मॉकअप" },
  { ...logos, label: "लोगो और बैनर" },
  { ...promotions, label: "प्रोडक्ट प्रमोशन" },
  { ...video, label: "3D वीडियो" },
];

export const footerUsefulLinks: Translation<typeof enFooterUsefulLinks> = [
  { label: "होम", to: homeSectionPath(sectionIds.home) },
  { label: "सेवाएँ", to: services },
  { label: "पोर्टफ़ोलियो", to: "/portfolio" },
  { label: "संपर्क", to: contact },
  insightsLink,
];

export const footerAbout: Translation<typeof enFooterAbout> =
  "नई दिल्ली का एक छोटा, रिमोट-फ़र्स्ट स्टूडियो, जो बारीकियों की परवाह करने वाले ब्रांडों के लिए तेज़ वेबसाइटें और सोशल कंटेंट बनाता है।";

export const themeToggleLabel: Translation<typeof enThemeToggleLabel> =
  "डार्क थीम";

export const siteMeta: Translation<typeof enSiteMeta> = {
  homeTitle: `${site.name}: नई दिल्ली से वेबसाइट और सोशल मीडिया`,
  homeDescription:
    "बढ़ते ब्रांडों के लिए तेज़, सबके लिए सुलभ वेबसाइटें और ऐसा सोशल कंटेंट जिस पर स्क्रॉल रुक जाए। नई दिल्ली का रिमोट-फ़र्स्ट स्टूडियो; हम एक दिन के भीतर जवाब देते हैं।",
  cardAlt: `${site.name}: नई दिल्ली से तेज़ वेबसाइटें और सोशल मीडिया`,
  caseStudyCardAlt: (title, line, client) =>
    `${title}: ${client} के लिए ${line}`,
  feedTitle: `${site.name} के लेख`,
};
