import type { Translation } from "../translation";
import type { faq as en } from "../faq";

const terms = { label: "नियम और शर्तें", to: "#terms" } as const;
const process = { label: "हम कैसे काम करते हैं", to: "/Home#process" } as const;
const contactForm = { label: "संपर्क फ़ॉर्म", to: "/Home#contact" } as const;

/**
 * The FAQ in Hindi. The keywords are the assistant's: Hindi words in
 * Devanagari, then the same ideas as Hinglish in Latin letters, the way
 * visitors type them.
 */
export const faq: Translation<typeof en> = [
  {
    id: "timelines",
    question: "एक प्रोजेक्ट में कितना समय लगता है?",
    answer:
      "लैंडिंग पेज कुछ ही दिनों में लाइव हो जाता है। वेबसाइट, वेब ऐप या कंटेंट प्लान के लिए, पहली कॉल के बाद एक दिन के अंदर आपको लिखित स्कोप और फ़िक्स्ड कोटेशन मिलता है, तारीख़ों के साथ। फिर हम हर हफ़्ते एक प्रीव्यू लिंक पर रिलीज़ करते हैं, ताकि आप हर हफ़्ते प्रोग्रेस देखें।",
    more: process,
    keywords:
      "समय टाइमलाइन डेडलाइन कितने दिन कब तक शेड्यूल लैंडिंग प्रीव्यू हफ़्ता " +
      "samay time kitna time kitne din kab tak timeline deadline schedule landing preview weekly hafta",
  },
  {
    id: "price",
    question: "कितना खर्च आता है?",
    answer:
      "हर प्रोजेक्ट का अपना फ़िक्स्ड कोटेशन होता है: 30 मिनट की कॉल के एक दिन के अंदर लिखित स्कोप और भारतीय रुपये में कीमत, जहाँ लागू हो वहाँ GST अलग से। कोटेशन 30 दिन तक मान्य रहता है; हम पैकेज पब्लिश नहीं करते।",
    more: terms,
    keywords:
      "कीमत दाम खर्च रेट चार्ज कोटेशन फ़िक्स्ड पैकेज रुपये पैसे " +
      "kimat keemat daam kharcha kharch kitna lagega paise rate charges price quote quotation fixed package rupees",
  },
  {
    id: "payment",
    question: "पेमेंट कैसे होता है?",
    answer:
      "वेबसाइट और ऐप: काम शुरू होने से पहले 50% और लॉन्च से पहले 50%। सोशल मीडिया रिटेनर का बिल हर महीने एडवांस में बनता है। इनवॉइस 15 दिन के अंदर चुकाना होता है, भारतीय रुपये में, जहाँ लागू हो वहाँ GST के साथ।",
    more: terms,
    keywords:
      "पेमेंट भुगतान GST इनवॉइस बिल एडवांस महीना मासिक रिटेनर किस्त " +
      "payment bhugtan gst invoice bill advance mahina monthly retainer kist",
  },
  {
    id: "revisions",
    question: "कितने रिवीज़न शामिल हैं?",
    answer:
      "हर डिलीवरेबल पर रिवीज़न के दो राउंड। टाइमलाइन इस हिसाब से बनती है कि आपका फ़ीडबैक पाँच वर्किंग डे के अंदर आ जाए, और प्रपोज़ल से बाहर का कोई भी काम शुरू करने से पहले उसका कोटेशन दिया जाता है।",
    more: terms,
    keywords:
      "रिवीज़न बदलाव सुधार राउंड फ़ीडबैक चेंज " +
      "revision revisions badlav sudhar round rounds feedback changes change",
  },
  {
    id: "ownership",
    question: "काम का मालिक कौन होता है?",
    answer:
      "आप, पूरा पेमेंट होते ही: फ़ाइनल डिज़ाइन, कंटेंट और आपके लिए लिखा गया कोड। अपने टूल और दोबारा इस्तेमाल होने वाले कंपोनेंट हम अपने पास रखते हैं, और आपके प्रोजेक्ट के लिए उनका लाइसेंस आपको देते हैं।",
    more: terms,
    keywords:
      "मालिक मालिकाना हक़ ओनरशिप कोड डिज़ाइन अधिकार " +
      "malik malikana haq ownership owner code design designs rights",
  },
  {
    id: "hosting",
    question: "क्या आप होस्टिंग और डोमेन भी सँभालते हैं?",
    answer:
      "हाँ: जो हम बनाते हैं, उसे सेट अप और होस्ट भी करते हैं। होस्टिंग, डोमेन, बैकएंड प्लेटफ़ॉर्म, फ़ॉन्ट और स्टॉक मीडिया का बिल लागत पर बनता है, और उन पर उनके प्रोवाइडर की अपनी शर्तें लागू होती हैं।",
    more: terms,
    keywords:
      "होस्टिंग डोमेन बैकएंड प्लेटफ़ॉर्म " +
      "hosting host domain domains backend platform",
  },
  {
    id: "aftercare",
    question: "लॉन्च के बाद क्या होता है?",
    answer:
      "हम लाइव होते हैं, लॉगिन और एक छोटी गाइड आपको सौंपते हैं, फिर पहले महीने आपके साथ नंबरों पर नज़र रखते हैं। उसके बाद के बदलावों का कोटेशन किसी भी दूसरे काम की तरह बनता है, और हम एक दिन के अंदर जवाब देते हैं।",
    more: process,
    keywords:
      "लॉन्च के बाद आफ़्टरकेयर लॉगिन गाइड पहला महीना " +
      "launch ke baad aftercare after launch login logins guide pehla mahina first month",
  },
  {
    id: "languages",
    question: "आप किन भाषाओं में काम करते हैं?",
    answer:
      "अंग्रेज़ी और हिंदी में। हम दोनों भाषाओं वाली साइटें भी बनाते हैं: Nyaya Law Academy के कोर्स पेज और अस्पताल की रजिस्ट्रेशन स्क्रीन, दोनों ही हिंदी और अंग्रेज़ी में हैं।",
    more: {
      label: "केस स्टडी: Nyaya Law Academy",
      to: "/portfolio/nyaya-academy-landing",
    },
    keywords:
      "भाषा भाषाएँ हिंदी अंग्रेज़ी इंग्लिश द्विभाषी बाइलिंगुअल " +
      "bhasha language languages hindi english angrezi bilingual",
  },
  {
    id: "industries",
    question: "आप किन इंडस्ट्री के साथ काम करते हैं?",
    answer:
      "हर उस बिज़नेस के साथ जिसे तेज़ साइट या लगातार चलने वाली फ़ीड चाहिए। अब तक: हेल्थकेयर, फ़ूड और D2C ब्रांड, फ़ैशन और हैंडलूम, फ़िटनेस, एजुकेशन और त्योहारों की गिफ़्टिंग, हर एक की केस स्टडी के साथ।",
    more: { label: "सभी केस स्टडी", to: "/portfolio" },
    keywords:
      "इंडस्ट्री उद्योग सेक्टर क्षेत्र बिज़नेस " +
      "industry industries sector business kaun si industry",
  },
  {
    id: "not-offered",
    question: "क्या कुछ ऐसा है जो आप नहीं करते?",
    answer:
      "हम नेटिव iOS या Android ऐप नहीं बनाते (हम ऐसे वेब ऐप बनाते हैं जो फ़ोन पर इंस्टॉल हो जाते हैं), न गेम या क्रिप्टो प्रोजेक्ट, और न हम फ़ॉलोअर बेचते हैं या Google रैंकिंग का वादा करते हैं। पक्का नहीं पता? संपर्क फ़ॉर्म से पूछ लीजिए।",
    more: contactForm,
    keywords:
      "नेटिव मोबाइल ऐप क्रिप्टो गेम फ़ॉलोअर गारंटी रैंकिंग " +
      "native mobile app crypto game games followers guarantee ranking nahi karte",
  },
  {
    id: "remote",
    question: "क्या आप भारत के बाहर के क्लाइंट्स के साथ काम करते हैं?",
    answer:
      "हाँ: हम नई दिल्ली, भारत का एक रिमोट-फ़र्स्ट स्टूडियो हैं। हम कॉल, एक साझा बोर्ड और हर हफ़्ते के अपडेट से काम करते हैं। हमारे काम के घंटे सोमवार से शनिवार, सुबह 10 से शाम 7 बजे (IST) हैं; संपर्क पैनल इसे आपके समय में दिखाता है।",
    more: { label: "संपर्क", to: "/Home#contact" },
    keywords:
      "रिमोट टाइमज़ोन समय विदेश बाहर भारत इंडिया " +
      "remote timezone time zone videsh abroad bahar bharat india",
  },
  {
    id: "start",
    question: "शुरुआत कैसे करें?",
    answer:
      "संपर्क फ़ॉर्म में अपने प्रोजेक्ट के बारे में बताइए। हम एक दिन के अंदर जवाब देते हैं और 30 मिनट की कॉल तय करते हैं; उसके एक दिन के अंदर आपको लिखित स्कोप और फ़िक्स्ड कोटेशन मिल जाता है।",
    more: contactForm,
    keywords:
      "शुरू शुरुआत कैसे शुरू करें कॉल स्कोप " + "shuru shuruat kaise start call scope",
  },
];
