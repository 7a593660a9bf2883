import type { Translation } from "../translation";
import type { faqIntro as en } from "../faqIntro";

export const faqIntro: Translation<typeof en> = {
  heading: "अक्सर पूछे जाने वाले सवाल",
  lead: "छोटे जवाब। हर जवाब में उस जगह का लिंक है जहाँ साइट पर इसके बारे में और लिखा है।",
  more: (count: number) => `${count} और सवाल`,
};
