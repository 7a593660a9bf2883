import type { Translation } from "../translation";
import type { insightsTeaser as en } from "../insightsTeaser";

export const insightsTeaser: Translation<typeof en> = {
  title: "स्टूडियो से",
  intro: "हमारे अपने प्रोजेक्ट्स से निकले छोटे लेख (अंग्रेज़ी में)।",
  link: "हमारे लेख पढ़ें",
  path: "/insights",
};
