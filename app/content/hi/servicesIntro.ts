import type { Translation } from "../translation";
import type { servicesIntro as en } from "../servicesIntro";

export const servicesIntro: Translation<typeof en> = {
  eyebrow: "सेवाएँ",
  heading: "सेवाएँ",
  lead: "एक ही छत के नीचे दो टीमें, ताकि आपकी वेबसाइट और आपकी फ़ीड एक ही कहानी कहें।",
  tabsLabel: "सेवाओं की श्रेणियाँ",
  kpisLabel: "मुख्य नतीजे",
  tagsLabel: "टैग",
  moreItems: (count: number) => (count === 1 ? "1 और सेवा" : `${count} और सेवाएँ`),
};
