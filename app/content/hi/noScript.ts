import type { noScriptCopy as enNoScriptCopy } from "../noScript";
import type { Translation } from "../translation";

export const noScriptCopy: Translation<typeof enNoScriptCopy> = {
  assistant:
    "असिस्टेंट को JavaScript चाहिए, जो इस ब्राउज़र में बंद है। यह जिन सवालों के जवाब सबसे ज़्यादा देता है, वे यहीं FAQ में हैं, और संपर्क सेक्शन में हमारा WhatsApp, ईमेल और फ़ोन नंबर है।",
};
