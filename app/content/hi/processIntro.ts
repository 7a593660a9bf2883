import type { Translation } from "../translation";
import type { processIntro as en } from "../processIntro";

export const processIntro: Translation<typeof en> = {
  eyebrow: "प्रक्रिया",
  heading: "हम कैसे काम करते हैं",
  lead: "चार स्टेप, एक साझा बोर्ड, और हर हफ़्ते एक अपडेट जिसे आप दो मिनट में पढ़ लें।",
};
