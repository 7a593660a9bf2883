import type { Translation } from "../translation";
import type { whyCards as en } from "../why";

export const whyCards: Translation<typeof en> = [
  {
    id: "performance-led",
    title: "परफ़ॉर्मेंस सबसे पहले",
    copy: "हर बिल्ड का एक स्पीड बजट होता है और लॉन्च से पहले हम उसे मापते हैं, क्योंकि रुक-रुककर चलने वाले 4G पर धीमा पेज ग्राहक गँवा देता है।",
    badges: ["Lighthouse 95+", "Core Web Vitals"],
  },
  {
    id: "minimalist-ui",
    title: "मिनिमलिस्ट UI",
    copy: "साफ़ लेआउट, आसानी से पढ़े जाने वाले अक्षर, और ऐसा कुछ नहीं जिसे समझने में आपके विज़िटर को माथापच्ची करनी पड़े। शुरू से ही WCAG AA तक एक्सेसिबल।",
    badges: ["WCAG AA", "मोबाइल फ़र्स्ट"],
  },
  {
    id: "tech-creative",
    title: "टेक + क्रिएटिव",
    copy: "डेवलपर और डिज़ाइनर एक ही बोर्ड पर काम करते हैं, ताकि आपकी वेबसाइट, रील्स और बैनर साथ-साथ लॉन्च हों और एक ही परिवार के लगें।",
    badges: ["एक टीम", "एक कैलेंडर"],
  },
];
