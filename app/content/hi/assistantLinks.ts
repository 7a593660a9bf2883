/**
 * The names of the links the assistant's answers carry, in Hindi, by their
 * English name (`../assistantAnswers.ts` `assistantLinkLabels`, the facts'
 * sources). A case study's link is named by its client; an article's keeps
 * its English title (articles are in English).
 */
export const hiLinkLabels: Readonly<Record<string, string>> = {
  "Contact form": "संपर्क फ़ॉर्म",
  "How we work": "हम कैसे काम करते हैं",
  "Why choose us": "हमें क्यों चुनें",
  "All case studies": "सभी केस स्टडी",
  "Common questions": "आम सवाल",
  "About us": "हमारे बारे में",
  "Terms & Conditions": "नियम और शर्तें",
  "Privacy Policy": "प्राइवेसी पॉलिसी",
  "Accessibility statement": "एक्सेसिबिलिटी स्टेटमेंट",
  "Web Development services": "वेब डेवलपमेंट सेवाएँ",
  "Social Media Marketing services": "सोशल मीडिया मार्केटिंग सेवाएँ",
};

export const hiCaseStudyLink = (client: string) => `केस स्टडी: ${client}`;
