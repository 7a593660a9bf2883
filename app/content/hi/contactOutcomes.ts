import type { contactOutcomeContent as enContactOutcomeContent } from "../contactOutcomes";
import type { Translation } from "../translation";
import { hiNumber } from "./format";

export const contactOutcomeContent: Translation<
  typeof enContactOutcomeContent
> = {
  savedOffline: "इसी डिवाइस पर सेव है; आप दोबारा ऑनलाइन होते ही हम इसे भेज देंगे",
  notSaved:
    "हमारी तरफ़ की किसी गड़बड़ी की वजह से आपका मैसेज सेव नहीं हो पाया, इसलिए यह अभी हम तक नहीं पहुँचा है। आपने जो भी लिखा है, सब यहीं है: कुछ मिनट बाद फिर से “मैसेज भेजें” दबाएँ, या सीधे WhatsApp या ईमेल पर हमें भेज दें:",
  rateLimited:
    "आपने थोड़ी ही देर में हमें कई मैसेज भेजे हैं। कृपया कुछ मिनट रुककर फिर कोशिश करें, या नीचे WhatsApp या ईमेल पर हमसे संपर्क करें।",
  retrying: (ms) => {
    const minutes = Math.round(ms / 60_000);
    const when =
      ms < 90_000
        ? `${hiNumber(Math.max(1, Math.round(ms / 1000)))} सेकंड`
        : `${hiNumber(minutes)} मिनट`;
    return `यह पेज खुला रहने दें: ${when} में हम इसे अपने-आप फिर से भेज देंगे।`;
  },
};
