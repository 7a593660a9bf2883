import type { Translation } from "../translation";
import { featuredChoice, type featuredWork as en } from "../featuredWork";

export const featuredWork: Translation<typeof en> = {
  ...featuredChoice,
  eyebrow: "चुनिंदा काम",
  heading: "काम, जिसका असर हमारे क्लाइंट नापते हैं",
  lead: "एक अस्पताल का डेस्क, एक हैंडलूम लॉन्च और एक कॉफ़ी शॉप जो किसी भी फ़ोन पर फटाफट खुलती है: उन प्रोजेक्ट्स में से तीन, जिन पर हमें सबसे ज़्यादा गर्व है।",
  resultLabel: "नतीजा",
  portfolioLink: "सभी केस स्टडी देखें",
  quotesEyebrow: "क्लाइंट",
  quotesHeading: "हमारे क्लाइंट्स की ज़ुबानी",
  quoteLink: "केस स्टडी पढ़ें",
  heroLabel: "सबसे नई केस स्टडी",
};
