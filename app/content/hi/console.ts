import type { Translation } from "../translation";
import type { consoleLines as en, consoleCopy as enCopy } from "../console";

export const consoleCopy: Translation<typeof enCopy> = {
  title: "deploy.sh — क्लाइंट की साइट",
  pause: "एनिमेशन रोकें",
};

/** The commands stay as typed; what they print is in Hindi. */
export const consoleLines: Translation<typeof en> = [
  { type: "cmd", text: "npm create studio-site chai-point" },
  { type: "log", text: "React + TypeScript सेट हो रहा है…" },
  { type: "cmd", text: "npm run build" },
  { type: "log", text: "12 पेज प्रीरेंडर हुए, 92 kB JS" },
  { type: "cmd", text: "npx lighthouse chai-point.in" },
  { type: "success", text: "परफ़ॉर्मेंस 99 · एक्सेसिबिलिटी 100" },
  { type: "cmd", text: "git push origin main" },
  { type: "success", text: "38 s में एज पर डिप्लॉय हो गया" },
  { type: "note", text: "क्लाइंट को WhatsApp पर बता दिया ✓" },
];
