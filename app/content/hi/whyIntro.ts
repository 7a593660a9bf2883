import type { Translation } from "../translation";
import type { whyIntro as en } from "../whyIntro";

export const whyIntro: Translation<typeof en> = {
  eyebrow: "हम ही क्यों",
  heading: "हमें क्यों चुनें",
  lead: "इतने छोटे कि हर पिक्सेल की परवाह करें, इतने अनुभवी कि समय पर डिलीवर करें।",
  badgesLabel: (card: string) => `${card}: ख़ास बातें`,
};
