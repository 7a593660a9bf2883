import type { Translation } from "../translation";
import { heroChips, type hero as en } from "../hero";

export const hero: Translation<typeof en> = {
  headlineLead: "हम",
  headlineEmphasis: "ब्रांड्स",
  headlineTail: "को उनके सबसे अच्छे रूप तक पहुँचाते हैं",
  tagline: "साफ़, प्रोफ़ेशनल, तेज़, और हर बारीकी पर ध्यान देकर बनाया गया।",
  intro:
    "नई दिल्ली का एक रिमोट-फ़र्स्ट स्टूडियो: हम ऐसी वेबसाइटें बनाते हैं जो आपके विज़िटर के पलक झपकने से पहले खुल जाती हैं, और ऐसा सोशल कंटेंट चलाते हैं जो आपके ब्रांड को फ़ीड में बनाए रखता है।",
  primaryCta: { label: "प्रोजेक्ट शुरू करें", to: "#contact" },
  secondaryCta: { label: "अभी देखें", to: "#services" },
  chips: heroChips,
  stats: [
    {
      value: "98/100",
      label: "औसत Lighthouse परफ़ॉर्मेंस",
      proof: {
        label: "हम कैसे मापते हैं",
        to: "/insights/fast-sites-on-indian-mobile-data",
      },
    },
    {
      value: "120+",
      label: "पूरे किए गए प्रोजेक्ट",
      proof: { label: "काम देखें", to: "/portfolio" },
    },
  ],
};
