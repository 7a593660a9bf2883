/**
 * The assistant's answers on the Hindi pages: the same facts as the English
 * answers (`../assistantAnswers.ts`, `../assistantFacts.ts`, the case
 * studies, services and process), written in Hindi, keyed by the same ids
 * the engine gives its concepts. Figures, prices, days and hours are the
 * same as the English ones, in the same digits (a test compares them).
 * Loaded only on Hindi pages, with the Hindi reading of questions.
 */
import type { assistantSuggestions } from "../assistantAnswers";
import type { CaseStudyId } from "../assistantFacts";
import { site } from "../site";
import { assistantCopy } from "./assistant";
import type { Translation } from "../translation";

/** The studio's hours, as the English `site.hours.label` says them. */
export const hiHoursLabel = "सोम-शनि, सुबह 10 से शाम 7 बजे (IST)";
const replyTime = "एक दिन के भीतर";
const askStudio = `स्टूडियो से संपर्क फ़ॉर्म के ज़रिए पूछिए: हम ${replyTime} जवाब देते हैं`;

/** Sentences the engine writes around the facts. */
export const hiReplies = {
  greeting: `नमस्ते! मैं ${site.name} का असिस्टेंट हूँ। हमारी सेवाओं, कीमत और पेमेंट, समय, केस स्टडी, हमारे घंटों या शुरुआत के बारे में पूछिए।`,
  thanks: `आपका स्वागत है! जब तैयार हों, "${assistantCopy.sendToStudioLabel}" दबाइए: आपके सवाल संपर्क फ़ॉर्म में आ जाएँगे, जिन्हें आप देखकर भेज सकते हैं। हम ${replyTime} जवाब देते हैं।`,
  help: 'मुझसे पूछिए कि हम क्या बनाते और पोस्ट करते हैं, कीमत और पेमेंट, समय, हमारा काम, घंटे या शुरुआत कैसे करें: मैं इसी साइट से जवाब देता हूँ। जैसे: "लैंडिंग पेज में कितना समय लगता है?"',
  unlisted: `साइट पर यह नहीं लिखा, इसलिए मैं अंदाज़ा नहीं लगाऊँगा। ${askStudio} (${hiHoursLabel})।`,
  notListed: `यह साइट पर लिखी सेवाओं में नहीं है, इसलिए मैं हाँ नहीं कहूँगा। ${askStudio} (${hiHoursLabel})।`,
  unreadable: `यह सवाल साइट की किसी बात से नहीं मिला। मैं हिंदी, हिंग्लिश और अंग्रेज़ी पढ़ता हूँ; दोबारा पूछिए, या ${askStudio}।`,
  offTopic: `मैं यहाँ इसमें मदद नहीं कर सकता: मैं इसी साइट से ${site.name} के बारे में जवाब देता हूँ। मुझसे हमारी वेबसाइट और सोशल मीडिया सेवाओं, कीमत, समय या केस स्टडी के बारे में पूछिए, या संपर्क फ़ॉर्म से लिखिए: हम ${replyTime} जवाब देते हैं।`,
  steering: `मैं वही बताता हूँ जो इस साइट पर लिखा है, और उसे बदल नहीं सकता। मुझसे सेवाओं, कीमत, समय या हमारे काम के बारे में पूछिए, या संपर्क फ़ॉर्म से लिखिए: हम ${replyTime} जवाब देते हैं।`,
  closest: (answer: string) =>
    `इस साइट पर सबसे क़रीबी जवाब: ${answer} आप कुछ और पूछना चाहते थे? ${askStudio}।`,
  hours: (status: string) =>
    `हमारे घंटे ${hiHoursLabel} हैं। ${status} संपर्क फ़ॉर्म से आए संदेशों का जवाब ${replyTime} मिलता है।`,
  open: (closes: string) => `अभी खुला है, ${closes} बजे (IST) तक।`,
  closed: "अभी बंद है।",
  hoursIn: (where: string, opens: string, closes: string, isNextDay: boolean) =>
    `${where} के समय से यह ${opens} से ${isNextDay ? "अगले दिन " : ""}${closes} तक है।`,
  yourTime: "आपके समय",
  priceFor: (subject: string) =>
    `${subject}: हम साइट पर कीमत नहीं छापते। हर प्रोजेक्ट को लिखित स्कोप के साथ उसका अपना तय कोटेशन मिलता है, मुफ़्त 30 मिनट की कॉल के एक दिन के भीतर। अपना कोटेशन पाने के लिए संपर्क फ़ॉर्म में अपने प्रोजेक्ट के बारे में बताइए।`,
  timelineFor: (subject: string, timeline: string) => `${subject}: ${timeline}`,
  workFor: (subject: string, summary: string) =>
    `${subject}: हमारा यह काम देखिए। ${summary}`,
  forClient: (client: string, facts: string) => `${client} के लिए: ${facts}।`,
  stack: (client: string, stack: string) =>
    `${client} के काम में यह सब शामिल था: ${stack}।`,
  quote: (name: string, client: string, text: string) =>
    `${name}, ${client}: "${text}"`,
  nextStep: (step: string) => `इसके बाद: ${step}`,
  article: (title: string) => `हमारा लेख "${title}" इस बारे में है (लेख अंग्रेज़ी में है)।`,
  seeAlso: (client: string) => `${client} के लिए हमारा काम भी देखिए।`,
} as const;

/**
 * What the site says of how long a service takes (`timeline` of the
 * service facts), by the service's concept id.
 */
export const hiServiceTimelines: Readonly<Record<string, string>> = {
  "service:land pag": "कुछ ही दिनों में लाइव।",
};

/** "क, ख और ग": how Hindi answers list things. */
export const hiListing = (items: readonly string[]) =>
  items.length < 2
    ? items.join("")
    : `${items.slice(0, -1).join(", ")} और ${items.at(-1)}`;

export type HiCaseStudy = {
  sector: string;
  summary: string;
  /** The English study's results, in the same order and figures. */
  results: readonly [string, string, string, string];
  quote: { name: string; text: string };
  /** What was built or made, as the English study's `stack`, in order. */
  stack: readonly string[];
};

/** Each case study's words in Hindi; the client's name stays as it is. */
export const hiCaseStudies: Readonly<Record<CaseStudyId, HiCaseStudy>> = {
  "hospital-registration": {
    sector: "स्वास्थ्य सेवा",
    summary:
      "150 बेड वाले अस्पताल के लिए टैबलेट पर चलने वाला मरीज़ रजिस्ट्रेशन सिस्टम, जिससे फ़्रंट डेस्क पर रजिस्ट्रेशन लगभग 9 मिनट से घटकर 3 मिनट से कम हो गया।",
    results: [
      "9 मिनट से घटकर 3 मिनट से कम",
      "डुप्लीकेट रिकॉर्ड −82%",
      "OPD में काग़ज़ी फ़ॉर्म बंद",
      "ऑफ़लाइन होने पर भी कोई रजिस्ट्रेशन नहीं खोया",
    ],
    stack: [
      "React",
      "TypeScript",
      "Supabase: Postgres, लॉगिन और row-level security",
      "ऑफ़लाइन क़तार वाला service worker",
      "Playwright से शुरू से आख़िर तक टेस्ट",
    ],
    quote: {
      name: "डॉ. मीरा खन्ना",
      text: "सुबह की लाइन गेट तक पहुँच जाती थी। अब वह फ़ार्मेसी काउंटर पर ख़त्म हो जाती है, और कोई दो बार फ़ॉर्म नहीं भरता।",
    },
  },
  "haldi-house-reels": {
    sector: "D2C फ़ूड",
    summary:
      "तीन महीने की 30 सेकंड वाली रेसिपी रील्स और सेव करने लायक पोस्ट, जिन्होंने एक मसाला ब्रांड की फ़ीड को पैकशॉट से हफ़्ते की रसोई की आदत बना दिया।",
    results: [
      "90 दिनों में रीच 3.4x",
      "हर पोस्ट पर सेव +210%",
      "फ़ॉलोअर्स 9k से 27k",
      "Instagram ऑर्डर +38%",
    ],
    stack: [
      "36 रेसिपी रील्स",
      "24 कैरोसेल पोस्ट",
      "रेसिपी-कार्ड टेम्पलेट",
      "हर महीने का कंटेंट कैलेंडर",
      "रोज़ कम्युनिटी को जवाब",
    ],
    quote: {
      name: "काव्या अय्यर",
      text: "लोग अब पूछते हैं कि गरम मसाले से क्या बनाएँ, यह नहीं कि उसकी कीमत क्या है।",
    },
  },
  "kiln-coffee-storefront": {
    sector: "D2C फ़ूड और बेवरेज",
    summary:
      "एक स्पेशलिटी कॉफ़ी रोस्टर के लिए headless Shopify स्टोरफ़्रंट: आम फ़ोन पर लगभग एक सेकंड में खुलने वाले प्रोडक्ट पेज, और मोबाइल कन्वर्ज़न 24% बढ़ा।",
    results: [
      "मोबाइल LCP 6.4 s से 1.2 s",
      "प्रोडक्ट पेजों पर Lighthouse 99",
      "मोबाइल कन्वर्ज़न +24%",
      "स्क्रिप्ट −86%",
    ],
    stack: [
      "React Router",
      "TypeScript",
      "Shopify Storefront API",
      "CDN पर स्टैटिक होस्टिंग",
      "Lighthouse CI की सीमाएँ",
    ],
    quote: {
      name: "आदित्य राव",
      text: "हमें लगा था कि ज़्यादा विज्ञापन चाहिए। असल में ऐसी दुकान चाहिए थी जो हमारे ग्राहकों के फ़ोन पर खुले।",
    },
  },
  "bunkar-looms-launch": {
    sector: "फ़ैशन और हैंडलूम",
    summary:
      "प्रोडक्ट मॉकअप, साड़ी ड्रेप का 3D वीडियो और चार हफ़्ते का लॉन्च कैलेंडर, जिससे एक हैंडलूम लेबल का पहला ऑनलाइन कलेक्शन 11 दिनों में बिक गया।",
    results: [
      "11 दिनों में पूरा स्टॉक बिका",
      "लॉन्च रील को 180k व्यूज़",
      "हर बिक्री की लागत ₹410",
      "विज्ञापन खर्च पर 4.8x रिटर्न",
    ],
    stack: [
      "40 प्रोडक्ट मॉकअप",
      "3D ड्रेप वीडियो",
      "लॉन्च रील्स और स्टोरीज़",
      "काउंटडाउन और ड्रॉप पोस्ट",
      "प्रमोशन क्रिएटिव",
    ],
    quote: {
      name: "सुनीता वर्मा",
      text: "हमारे बुनकरों ने देश भर में अनजान लोगों के फ़ोन पर अपनी साड़ियाँ देखीं। उनके लिए यह बिक्री से ज़्यादा मायने रखता था।",
    },
  },
  "tiffin-street-dispatch": {
    sector: "फ़ूड डिलीवरी",
    summary:
      "एक इंटरनल टूल जो तीन किचन में ऑर्डर इकट्ठा करता है, तैयारी की योजना बनाता है और राइडर तय करता है: WhatsApp ग्रुपों और स्प्रेडशीट की जगह एक डैशबोर्ड।",
    results: [
      "देर से डिलीवरी −41%",
      "ग़लत ऑर्डर −63%",
      "तैयारी की योजना 2 घंटे से 20 मिनट",
      "खाने की बर्बादी −18%",
    ],
    stack: [
      "React",
      "TypeScript",
      "Firebase: Firestore, लॉगिन, Cloud Functions",
      "किचन, डिस्पैच और राइडर के लिए अलग भूमिकाएँ",
      "फ़ोन पर इंस्टॉल होने वाला राइडर व्यू",
    ],
    quote: {
      name: "इमरान क़ुरैशी",
      text: "दोपहर की भीड़ अब भी भीड़ है, पर अब हम उसे देख पाते हैं।",
    },
  },
  "pulse-strength-rebrand": {
    sector: "फ़िटनेस",
    summary:
      "नया दमदार लोगो और पहचान, जिम के अंदर बैनर और कोच वाली रील्स, जिनसे द्वारका के एक जिम के दो नए शाम के बैच नया फ़्लोर खुलने से पहले भर गए।",
    results: [
      "दोनों नए बैच भरे",
      "ट्रायल साइन-अप +65%",
      "रील्स पर औसत 14k व्यूज़",
      "नया लोगो 3 हफ़्ते में लाइव",
    ],
    stack: [
      "लोगो और ब्रांड गाइड",
      "बाहर और जिम के अंदर के बैनर",
      "12 कोच रील्स",
      "स्टोरी और पोस्ट टेम्पलेट",
      "ट्रायल-वीक प्रमोशन",
    ],
    quote: {
      name: "हरप्रीत सिंह",
      text: "सदस्य अब अपने वर्कआउट वीडियो में हमें टैग करते हैं। नया लोगो पसीने वाली टी-शर्ट पर भी अच्छा लगता है, यही ब्रीफ़ था।",
    },
  },
  "nyaya-academy-landing": {
    sector: "शिक्षा",
    summary:
      "लॉ एंट्रेंस कोचिंग बैच के लिए तेज़, दो भाषाओं वाला लैंडिंग पेज, WhatsApp से जुड़ाव के साथ, जिससे हर एडमिशन की लागत आधी हो गई।",
    results: [
      "हर एडमिशन की लागत −52%",
      "21 दिनों में 1,400 लीड",
      "120 का बैच भरा",
      "पेज का वज़न 180 kB",
    ],
    stack: [
      "React",
      "Vite, पहले से तैयार पेज",
      "लीड के लिए Supabase",
      "WhatsApp click-to-chat",
      "बिना कुकी वाले एनालिटिक्स",
    ],
    quote: {
      name: "रितु मल्होत्रा",
      text: "हमारे काउंसलर अब दिन की शुरुआत पचास छूटी कॉल से नहीं, पचास असली सवालों से करते हैं।",
    },
  },
  "himalayan-hive-diwali": {
    sector: "गॉरमे फ़ूड और गिफ़्टिंग",
    summary:
      "3D गिफ़्ट-बॉक्स वीडियो, प्रोडक्ट मॉकअप और तीन हफ़्ते का दिवाली प्रमोशन, जिससे कॉर्पोरेट गिफ़्टिंग एक पहाड़ी शहद ब्रांड का सबसे बड़ा महीना बना।",
    results: [
      "1,900 गिफ़्ट बॉक्स बिके",
      "42 कॉर्पोरेट ऑर्डर",
      "विज्ञापन खर्च पर 4.1x रिटर्न",
      "अब तक का सबसे अच्छा महीना",
    ],
    stack: [
      "3D गिफ़्ट-बॉक्स रेंडर और वीडियो",
      "गिफ़्ट-बॉक्स मॉकअप",
      "रील्स और स्टोरी विज्ञापन",
      "LinkedIn पर थोक ऑर्डर वाली पोस्ट",
      "कॉर्पोरेट गिफ़्टिंग कैटलॉग",
    ],
    quote: {
      name: "अंकित नेगी",
      text: "हम ऐसा बॉक्स बेच रहे थे जो अभी बना भी नहीं था, और किसी को पता नहीं चला।",
    },
  },
};

/** A concept's name and its own answer in Hindi. */
export type HiConcept = { label: string; reply: string };

const team =
  "आप सीधे उन्हीं लोगों के साथ काम करते हैं जो आपका काम डिज़ाइन करते, बनाते और पोस्ट करते हैं: बीच में कोई अकाउंट मैनेजर नहीं। पहली कॉल पर जो डिज़ाइनर और डेवलपर होते हैं, वही काम करते हैं।";
const payment =
  "वेबसाइट और ऐप: 50% काम शुरू होने से पहले और 50% लॉन्च से पहले। सोशल मीडिया रिटेनर हर महीने पहले से बिल होते हैं। इनवॉइस 15 दिनों के भीतर देय हैं, भारतीय रुपये में, जहाँ लागू हो वहाँ GST के साथ।";
const revisions =
  "हर डिलीवरेबल पर बदलाव के दो राउंड। समय-सीमा मानती है कि आपका फ़ीडबैक पाँच कामकाजी दिनों के भीतर आएगा; ज़्यादा देर होने पर लॉन्च की तारीख़ आगे खिसकती है।";
const contact = `${site.phone} पर कॉल कीजिए (${hiHoursLabel}), ${site.email} पर ई-मेल कीजिए (हम ${replyTime} जवाब देते हैं), WhatsApp पर मैसेज कीजिए, या इसी पेज का संपर्क फ़ॉर्म भरिए।`;
const remote = `हम नई दिल्ली का एक रिमोट-फ़र्स्ट स्टूडियो हैं, इसलिए क्लाइंट जहाँ भी हों, उनके साथ कॉल, एक साझा बोर्ड और हर हफ़्ते के अपडेट से काम करते हैं।`;
const caseStudyLine = (id: CaseStudyId, client: string) => {
  const study = hiCaseStudies[id];
  return `${client} (${study.sector}) के लिए: ${study.summary} नतीजे: ${hiListing(study.results.slice(0, 2))}।`;
};

/**
 * Every concept of the engine (`engine/knowledge.ts`) by its id: its Hindi
 * name and answer. Articles are not here: they stay in English.
 */
export const hiConcepts: Readonly<Record<string, HiConcept>> = {
  "not:native-apps": {
    label: "नेटिव ऐप",
    reply:
      "हम नेटिव iOS या Android ऐप नहीं बनाते। हम ऐसे वेब ऐप बनाते हैं जो ब्राउज़र से फ़ोन पर इंस्टॉल हो जाते हैं, जैसे Tiffin Street Kitchens के लिए बना राइडर व्यू।",
  },
  "not:games": { label: "गेम", reply: "हम गेम नहीं बनाते।" },
  "not:crypto": {
    label: "क्रिप्टो",
    reply: "हम क्रिप्टो, NFT या ब्लॉकचेन प्रोजेक्ट नहीं लेते।",
  },
  "not:followers": {
    label: "फ़ॉलोअर्स",
    reply:
      "हम फ़ॉलोअर्स नहीं बेचते। हम ऐसे कंटेंट से अकाउंट बढ़ाते हैं जिसे लोग सेव और शेयर करें: Haldi House तीन महीने की रेसिपी रील्स से 9k से 27k फ़ॉलोअर्स तक पहुँचा।",
  },
  "not:rankings": {
    label: "गूगल रैंकिंग",
    reply:
      "हम गूगल रैंकिंग का वादा नहीं करते। SEO हमारे वेब डेवलपमेंट काम का हिस्सा है, साथ में ऐसे पेज जो फ़ोन पर तेज़ खुलते हैं।",
  },
  "case:hospital-registration": {
    label: "Sahyog Multispeciality Hospital",
    reply: caseStudyLine(
      "hospital-registration",
      "Sahyog Multispeciality Hospital",
    ),
  },
  "case:haldi-house-reels": {
    label: "Haldi House Spices",
    reply: caseStudyLine("haldi-house-reels", "Haldi House Spices"),
  },
  "case:kiln-coffee-storefront": {
    label: "Kiln & Crema Coffee Roasters",
    reply: caseStudyLine(
      "kiln-coffee-storefront",
      "Kiln & Crema Coffee Roasters",
    ),
  },
  "case:bunkar-looms-launch": {
    label: "Bunkar Looms",
    reply: caseStudyLine("bunkar-looms-launch", "Bunkar Looms"),
  },
  "case:tiffin-street-dispatch": {
    label: "Tiffin Street Kitchens",
    reply: caseStudyLine("tiffin-street-dispatch", "Tiffin Street Kitchens"),
  },
  "case:pulse-strength-rebrand": {
    label: "Pulse Strength Studio",
    reply: caseStudyLine("pulse-strength-rebrand", "Pulse Strength Studio"),
  },
  "case:nyaya-academy-landing": {
    label: "Nyaya Law Academy",
    reply: caseStudyLine("nyaya-academy-landing", "Nyaya Law Academy"),
  },
  "case:himalayan-hive-diwali": {
    label: "Himalayan Hive",
    reply: caseStudyLine("himalayan-hive-diwali", "Himalayan Hive"),
  },
  "service:front end": {
    label: "फ़्रंट-एंड",
    reply:
      "फ़्रंट-एंड, हमारी वेब डेवलपमेंट टीम से: रिस्पॉन्सिव React इंटरफ़ेस, तेज़ी के लिए पहले से तैयार (prerendered), और असली मिड-रेंज फ़ोन पर टेस्ट किए हुए।",
  },
  "service:back end": {
    label: "बैक-एंड",
    reply:
      "बैक-एंड, हमारी वेब डेवलपमेंट टीम से: लॉगिन, डेटाबेस, स्टोरेज और API, Supabase या Firebase जैसे होस्टेड प्लैटफ़ॉर्म पर, ताकि आपको कोई सर्वर न संभालना पड़े।",
  },
  "service:land pag": {
    label: "लैंडिंग पेज",
    reply:
      "लैंडिंग पेज, हमारी वेब डेवलपमेंट टीम से: कैंपेन और लॉन्च पेज कुछ ही दिनों में लाइव, एनालिटिक्स और ऐसे संपर्क फ़ॉर्म के साथ जो आप तक पहुँचे।",
  },
  "service:web app": {
    label: "वेब ऐप",
    reply:
      "वेब ऐप, हमारी वेब डेवलपमेंट टीम से: डैशबोर्ड, बुकिंग फ़्लो और कस्टमर पोर्टल, साफ़ डेटा मॉडल और भूमिका के हिसाब से एक्सेस के साथ।",
  },
  "service:internal tool": {
    label: "इंटरनल टूल",
    reply:
      "इंटरनल टूल, हमारी वेब डेवलपमेंट टीम से: इन्वेंटरी, अप्रूवल और रिपोर्टिंग टूल, जो उस स्प्रेडशीट की जगह लेते हैं जिसे छूने से सब डरते हैं।",
  },
  "service:hospital patient registration": {
    label: "अस्पताल का मरीज़ रजिस्ट्रेशन",
    reply:
      "अस्पताल का मरीज़ रजिस्ट्रेशन, हमारी वेब डेवलपमेंट टीम से: एक रजिस्ट्रेशन सिस्टम जिसने एक मल्टी-स्पेशियलिटी अस्पताल में फ़्रंट डेस्क की लाइनें घटाईं: सबूत कि हम संवेदनशील, भारी ट्रैफ़िक वाले काम संभालते हैं।",
  },
  "service:instagram handl": {
    label: "Instagram हैंडलिंग",
    reply:
      "Instagram हैंडलिंग, हमारी सोशल मीडिया मार्केटिंग टीम से: हर महीने का कंटेंट कैलेंडर, कैप्शन, हैशटैग, पोस्टिंग और जवाब, शुरू से आख़िर तक एक ही टीम।",
  },
  "service:product mockup": {
    label: "प्रोडक्ट मॉकअप",
    reply:
      "प्रोडक्ट मॉकअप, हमारी सोशल मीडिया मार्केटिंग टीम से: आपकी पैकेजिंग और प्रोडक्ट के असली जैसे दिखने वाले मॉकअप, पहली यूनिट छपने से पहले तैयार।",
  },
  "service:reel and post": {
    label: "रील्स और पोस्ट",
    reply:
      "रील्स और पोस्ट, हमारी सोशल मीडिया मार्केटिंग टीम से: छोटे वर्टिकल वीडियो और कैरोसेल, हर प्लैटफ़ॉर्म के फ़ॉर्मेट और रफ़्तार के हिसाब से शूट और एडिट किए हुए।",
  },
  "service:logo and banner": {
    label: "लोगो और बैनर",
    reply:
      "लोगो और बैनर, हमारी सोशल मीडिया मार्केटिंग टीम से: लोगो, ब्रांड किट, कवर और वेब बैनर, ताकि हर चैनल पर आपकी एक ही पहचान दिखे।",
  },
  "service:product promotion": {
    label: "प्रोडक्ट प्रमोशन",
    reply:
      "प्रोडक्ट प्रमोशन, हमारी सोशल मीडिया मार्केटिंग टीम से: लॉन्च और त्योहारों के कैंपेन, क्रिएटिव, ऑफ़र और पेड बूस्ट एक साथ प्लान किए हुए।",
  },
  "service:3d video": {
    label: "3D वीडियो",
    reply:
      "3D वीडियो, हमारी सोशल मीडिया मार्केटिंग टीम से: घूमते हुए प्रोडक्ट रेंडर और एनिमेटेड एक्सप्लेनर, लॉन्च, विज्ञापन और मार्केटप्लेस के लिए।",
  },
  "step:discover": {
    label: "डिस्कवर",
    reply:
      "डिस्कवर, 4 में से कदम 1: 30 मिनट की कॉल और आपकी साइट व सोशल मीडिया का छोटा ऑडिट। आपको एक दिन के भीतर लिखित स्कोप और तय कोटेशन मिलता है।",
  },
  "step:design": {
    label: "डिज़ाइन",
    reply:
      "डिज़ाइन, 4 में से कदम 2: Figma में वायरफ़्रेम और विज़ुअल दिशा, या सैंपल पोस्ट के साथ कंटेंट कैलेंडर। आप देखते हैं, हम सुधारते हैं।",
  },
  "step:develop": {
    label: "डेवलप",
    reply:
      "डेवलप, 4 में से कदम 3: हम हर हफ़्ते छोटी रिलीज़ में प्रीव्यू लिंक पर बनाते हैं, असली फ़ोन पर टेस्ट करते हैं और Lighthouse व axe से जाँचते हैं।",
  },
  "step:launch": {
    label: "लॉन्च",
    reply:
      "लॉन्च, 4 में से कदम 4: हम साइट लाइव करते हैं, लॉगिन और एक छोटी गाइड सौंपते हैं, फिर पहले महीने आपके साथ नंबरों पर नज़र रखते हैं।",
  },
  "industry:healthcar": {
    label: "स्वास्थ्य सेवा",
    reply: `स्वास्थ्य सेवा के लिए Sahyog Multispeciality Hospital का हमारा काम देखिए। ${hiCaseStudies["hospital-registration"].summary}`,
  },
  "industry:food and d2c brand": {
    label: "फ़ूड और D2C ब्रांड",
    reply: `फ़ूड और D2C ब्रांड के लिए Tiffin Street Kitchens, Haldi House Spices, Kiln & Crema Coffee Roasters और Himalayan Hive का हमारा काम देखिए। ${hiCaseStudies["tiffin-street-dispatch"].summary}`,
  },
  "industry:fashion and handloom": {
    label: "फ़ैशन और हैंडलूम",
    reply: `फ़ैशन और हैंडलूम के लिए Bunkar Looms का हमारा काम देखिए। ${hiCaseStudies["bunkar-looms-launch"].summary}`,
  },
  "industry:fitness": {
    label: "फ़िटनेस",
    reply: `फ़िटनेस के लिए Pulse Strength Studio का हमारा काम देखिए। ${hiCaseStudies["pulse-strength-rebrand"].summary}`,
  },
  "industry:education": {
    label: "शिक्षा",
    reply: `शिक्षा के लिए Nyaya Law Academy का हमारा काम देखिए। ${hiCaseStudies["nyaya-academy-landing"].summary}`,
  },
  "industry:festiv gift": {
    label: "त्योहारों की गिफ़्टिंग",
    reply: `त्योहारों की गिफ़्टिंग के लिए Himalayan Hive का हमारा काम देखिए। ${hiCaseStudies["himalayan-hive-diwali"].summary}`,
  },
  "line:dev": {
    label: "वेब डेवलपमेंट",
    reply:
      "वेब डेवलपमेंट: वेबसाइट और वेब ऐप जो पलक झपकते खुलें। एक पेज के लॉन्च से लेकर उस इंटरनल टूल तक जिसे आपकी टीम हर सुबह खोलती है: डिज़ाइन, बनाना, टेस्ट और होस्टिंग, सब हम करते हैं। इसमें फ़्रंट-एंड, बैक-एंड, लैंडिंग पेज, वेब ऐप, इंटरनल टूल और अस्पताल का मरीज़ रजिस्ट्रेशन आते हैं। हम React, TypeScript, Node.js, Supabase और SEO के साथ काम करते हैं।",
  },
  "line:smm": {
    label: "सोशल मीडिया मार्केटिंग",
    reply:
      "सोशल मीडिया मार्केटिंग: ऐसा कंटेंट जो स्क्रॉल रोक दे। हम प्लान, शूट, डिज़ाइन और पोस्ट करते हैं, फिर हर महीने आसान भाषा में बताते हैं कि क्या चला। इसमें Instagram हैंडलिंग, प्रोडक्ट मॉकअप, रील्स और पोस्ट, लोगो और बैनर, प्रोडक्ट प्रमोशन और 3D वीडियो आते हैं।",
  },
  "topic:pricing": {
    label: "कीमत",
    reply:
      "हर प्रोजेक्ट को लिखित स्कोप के साथ उसका अपना तय कोटेशन मिलता है; हम पैकेज नहीं छापते। कोटेशन मुफ़्त 30 मिनट की कॉल के एक दिन के भीतर आता है। कीमतें भारतीय रुपये में होती हैं, जहाँ लागू हो वहाँ GST के साथ। अपना कोटेशन पाने के लिए संपर्क फ़ॉर्म में अपने प्रोजेक्ट के बारे में बताइए।",
  },
  "topic:firstCall": {
    label: "पहली कॉल",
    reply:
      "पहली कॉल मुफ़्त है: 30 मिनट, स्कोप, समय-सीमा और कौन क्या करेगा इस पर, साथ में आपकी साइट और सोशल मीडिया का छोटा ऑडिट। आपको एक दिन के भीतर लिखित स्कोप और तय कोटेशन मिलता है।",
  },
  "topic:start": {
    label: "शुरुआत",
    reply:
      "संपर्क फ़ॉर्म में अपने प्रोजेक्ट के बारे में बताइए। हम एक दिन के भीतर जवाब देकर मुफ़्त 30 मिनट की कॉल तय करते हैं; उसके एक दिन के भीतर आपको लिखित स्कोप और तय कोटेशन मिलता है।",
  },
  "topic:timelines": {
    label: "समय-सीमा",
    reply:
      "तारीख़ें उस लिखित स्कोप में आती हैं जो पहली कॉल के एक दिन के भीतर मिलता है; हम हर हफ़्ते प्रीव्यू लिंक पर रिलीज़ करते हैं, ताकि आप हर हफ़्ते प्रगति देखें। लैंडिंग पेज कुछ ही दिनों में लाइव हो जाते हैं।",
  },
  "topic:progress": {
    label: "प्रगति",
    reply:
      "आप हर हफ़्ते प्रगति देखते हैं: हम हर हफ़्ते प्रीव्यू लिंक पर रिलीज़ करते हैं, और हर शुक्रवार एक लाइव प्रीव्यू लिंक भेजते हैं।",
  },
  "topic:payment": { label: "पेमेंट", reply: payment },
  "topic:invoice": { label: "इनवॉइस", reply: payment },
  "topic:gst": {
    label: "GST",
    reply: "हमारी कीमतें भारतीय रुपये में होती हैं, जहाँ लागू हो वहाँ GST के साथ।",
  },
  "topic:quoteValidity": {
    label: "कोटेशन",
    reply:
      "कोटेशन 30 दिनों तक मान्य रहता है। प्रस्ताव से बाहर के काम का कोटेशन शुरू करने से पहले अलग से दिया जाता है।",
  },
  "topic:revisions": { label: "बदलाव", reply: revisions },
  "topic:feedback": { label: "फ़ीडबैक", reply: revisions },
  "topic:ownership": {
    label: "मालिकाना हक़",
    reply:
      "पूरा भुगतान होने पर फ़ाइनल डिज़ाइन, कंटेंट और आपके लिए लिखा गया कोड आपका होता है। हमारे अपने टूल और दोबारा इस्तेमाल होने वाले कंपोनेंट हमारे रहते हैं, आपके प्रोजेक्ट के लिए आपको लाइसेंस के साथ।",
  },
  "topic:hosting": {
    label: "होस्टिंग",
    reply:
      "हाँ: जो हम बनाते हैं उसकी होस्टिंग हम सेट करते और चलाते हैं। होस्टिंग, डोमेन, बैकएंड प्लैटफ़ॉर्म, फ़ॉन्ट और स्टॉक मीडिया का बिल लागत पर आता है, उनके प्रोवाइडर की अपनी शर्तों के साथ।",
  },
  "topic:aftercare": {
    label: "लॉन्च के बाद",
    reply:
      "हम साइट लाइव करते हैं, लॉगिन और एक छोटी गाइड सौंपते हैं, फिर पहले महीने आपके साथ नंबरों पर नज़र रखते हैं। उसके बाद के बदलावों का कोटेशन किसी भी दूसरे काम की तरह दिया जाता है, और हम एक दिन के भीतर जवाब देते हैं।",
  },
  "topic:ending": {
    label: "प्रोजेक्ट ख़त्म करना",
    reply:
      "दोनों में से कोई भी 14 दिनों के लिखित नोटिस पर प्रोजेक्ट ख़त्म कर सकता है। तब तक हुए काम का भुगतान आप करते हैं, और वह काम आपको मिलता है।",
  },
  "topic:dataRetention": {
    label: "मेरा डेटा",
    reply:
      "पूछताछ हमारे डेटाबेस से आने के 12 महीने बाद मिटा दी जाती है, अगर वह प्रोजेक्ट न बने, और आपके कहने पर तुरंत। असिस्टेंट की बातचीत आपके ब्राउज़र टैब में ही रहती है, जब तक आप उसे भेजें नहीं।",
  },
  "topic:privacy": {
    label: "प्राइवेसी",
    reply:
      "इस साइट पर कोई अकाउंट नहीं, और विज्ञापन या एनालिटिक्स की कोई कुकी नहीं। संपर्क फ़ॉर्म सिर्फ़ आपका नाम, ई-मेल और संदेश रखता है, सिर्फ़ आपको जवाब देने के लिए, भारत के DPDP Act के तहत।",
  },
  "topic:accessibility": {
    label: "एक्सेसिबिलिटी",
    reply:
      "हम जो भी साइट बनाते हैं वह शुरू से WCAG AA के हिसाब से सबके लिए सुलभ होती है। यह साइट WCAG 2.2 AA का लक्ष्य रखती है, हर बदलाव पर axe-core और कीबोर्ड से जाँची जाती है।",
  },
  "topic:notOffered": {
    label: "हम क्या नहीं करते",
    reply:
      "हम नेटिव iOS या Android ऐप नहीं बनाते (हम ऐसे वेब ऐप बनाते हैं जो फ़ोन पर इंस्टॉल हो जाते हैं), न गेम, न क्रिप्टो प्रोजेक्ट, और हम फ़ॉलोअर्स नहीं बेचते, न गूगल रैंकिंग का वादा करते हैं। पक्का नहीं? संपर्क फ़ॉर्म से पूछिए।",
  },
  "topic:terms": {
    label: "शर्तें",
    reply:
      "हमारी शर्तों में स्कोप और कोटेशन, पेमेंट, बदलाव, मालिकाना हक़ और प्रोजेक्ट ख़त्म करना शामिल हैं; बारीकियाँ आपका साइन किया हुआ प्रस्ताव तय करता है।",
  },
  "topic:languages": {
    label: "भाषाएँ",
    reply:
      "हम अंग्रेज़ी और हिंदी में काम करते हैं, और दो भाषाओं वाली साइट बनाते हैं: Nyaya Law Academy के कोर्स पेज और अस्पताल की रजिस्ट्रेशन स्क्रीन दोनों भाषाओं में हैं।",
  },
  "topic:location": { label: "हम कहाँ हैं", reply: remote },
  "topic:remote": {
    label: "भारत से बाहर के क्लाइंट",
    reply: `हाँ: ${remote} हमारे घंटे ${hiHoursLabel} हैं; संपर्क पैनल उन्हें आपके समय में दिखाता है।`,
  },
  "topic:hours": { label: "घंटे", reply: `हमारे घंटे ${hiHoursLabel} हैं।` },
  "topic:contact": { label: "संपर्क", reply: contact },
  "topic:phone": { label: "फ़ोन", reply: contact },
  "topic:email": { label: "ई-मेल", reply: contact },
  "topic:whatsapp": { label: "WhatsApp", reply: contact },
  "topic:reply": {
    label: "जवाब का समय",
    reply: `हम ${replyTime} जवाब देते हैं, ${hiHoursLabel}, चाहे आप संपर्क फ़ॉर्म से लिखें, ई-मेल से या WhatsApp से।`,
  },
  "topic:team": { label: "टीम", reply: team },
  "topic:founder": {
    label: "संस्थापक",
    reply: `${site.name} की शुरुआत Aarav ने की। ${team}`,
  },
  "topic:stats": {
    label: "आँकड़े",
    reply:
      "औसत Lighthouse परफ़ॉर्मेंस: 98/100। पूरे किए प्रोजेक्ट: 120+। पोर्टफ़ोलियो इनके पीछे का काम दिखाता है।",
  },
  "topic:social": {
    label: "सोशल प्रोफ़ाइल",
    reply: "हम Instagram और LinkedIn पर हैं।",
  },
  "topic:process": {
    label: "हमारा तरीका",
    reply:
      "हम चार कदमों में काम करते हैं: डिस्कवर, डिज़ाइन, डेवलप और लॉन्च। डिस्कवर: 30 मिनट की कॉल और आपकी साइट व सोशल मीडिया का छोटा ऑडिट; एक दिन के भीतर लिखित स्कोप और तय कोटेशन। किसी भी कदम के बारे में पूछिए।",
  },
  "topic:why": {
    label: "हमें क्यों चुनें",
    reply:
      "क्लाइंट हमें क्यों चुनते हैं: परफ़ॉर्मेंस पहले: हर बिल्ड का स्पीड बजट होता है और लॉन्च से पहले हम उसे नापते हैं, क्योंकि कमज़ोर 4G पर धीमा पेज ग्राहक खो देता है। सादा UI: साफ़ लेआउट और पढ़ने में आसान अक्षर। टेक + क्रिएटिव: डेवलपर और डिज़ाइनर एक बोर्ड पर काम करते हैं, ताकि आपकी वेबसाइट, रील्स और बैनर साथ लॉन्च हों।",
  },
  "topic:servicesList": {
    label: "सेवाएँ",
    reply:
      "एक छत के नीचे हमारी दो टीमें हैं। वेब डेवलपमेंट: फ़्रंट-एंड, बैक-एंड, लैंडिंग पेज, वेब ऐप, इंटरनल टूल और अस्पताल का मरीज़ रजिस्ट्रेशन। सोशल मीडिया मार्केटिंग: Instagram हैंडलिंग, प्रोडक्ट मॉकअप, रील्स और पोस्ट, लोगो और बैनर, प्रोडक्ट प्रमोशन और 3D वीडियो।",
  },
  "topic:industries": {
    label: "इंडस्ट्री",
    reply:
      "हर वह बिज़नेस जिसे तेज़ साइट या लगातार चलने वाली फ़ीड चाहिए। अब तक: स्वास्थ्य सेवा, फ़ूड और D2C ब्रांड, फ़ैशन और हैंडलूम, फ़िटनेस, शिक्षा और त्योहारों की गिफ़्टिंग, हर एक की केस स्टडी के साथ।",
  },
  "topic:technologies": {
    label: "टेक्नोलॉजी",
    reply:
      "हम React, TypeScript, Node.js, React Router और Vite से बनाते हैं, Supabase और Firebase पर; डिज़ाइन Figma और Blender में करते हैं।",
  },
  "ask:portfolio": {
    label: "केस स्टडी",
    reply:
      "हमारी 8 केस स्टडी हैं: 1. Sahyog Multispeciality Hospital; 2. Haldi House Spices; 3. Kiln & Crema Coffee Roasters; 4. Bunkar Looms; 5. Tiffin Street Kitchens; 6. Pulse Strength Studio; 7. Nyaya Law Academy; 8. Himalayan Hive। इनमें से किसी के बारे में भी पूछिए।",
  },
  "ask:quotes": {
    label: "क्लाइंट क्या कहते हैं",
    reply: `${hiCaseStudies["hospital-registration"].quote.name}, Sahyog Multispeciality Hospital: "${hiCaseStudies["hospital-registration"].quote.text}" ${hiCaseStudies["haldi-house-reels"].quote.name}, Haldi House Spices: "${hiCaseStudies["haldi-house-reels"].quote.text}"`,
  },
  "ask:results": {
    label: "नतीजे",
    reply:
      "कुछ नापे हुए नतीजे: Sahyog Multispeciality Hospital, 9 मिनट से घटकर 3 मिनट से कम; Haldi House Spices, 90 दिनों में रीच 3.4x; Kiln & Crema Coffee Roasters, मोबाइल LCP 6.4 s से 1.2 s; और Bunkar Looms, 11 दिनों में पूरा स्टॉक बिका। हर केस स्टडी बताती है कैसे।",
  },
};

/** The questions suggestion buttons ask, as `assistantSuggestions` does. */
export const hiSuggestions: Translation<typeof assistantSuggestions> = {
  service: (lead) => `${lead} के बारे में बताइए`,
  caseStudy: (client) => `${client} के बारे में बताइए`,
  industry: (name) => `${name} में आपका काम`,
  step: (title) => `${title} कदम में क्या होता है?`,
  topics: {
    pricing: "इसकी कीमत कितनी है?",
    firstCall: "क्या पहली कॉल मुफ़्त है?",
    start: "शुरुआत कैसे करें?",
    timelines: "प्रोजेक्ट में कितना समय लगता है?",
    payment: "पेमेंट कैसे होती है?",
    revisions: "कितने बदलाव शामिल हैं?",
    ownership: "काम का मालिक कौन होगा?",
    hosting: "क्या होस्टिंग आप करते हैं?",
    aftercare: "लॉन्च के बाद क्या होता है?",
    contact: "आपसे संपर्क कैसे करूँ?",
    hours: "आपके घंटे क्या हैं?",
    location: "आप कहाँ से हैं?",
    remote: "क्या आप भारत से बाहर के क्लाइंट के साथ काम करते हैं?",
    languages: "आप किन भाषाओं में काम करते हैं?",
    servicesList: "आप क्या बनाते हैं?",
    portfolio: "अपनी केस स्टडी दिखाइए",
    process: "आप काम कैसे करते हैं?",
    industries: "आप किन इंडस्ट्री के साथ काम करते हैं?",
  },
};
