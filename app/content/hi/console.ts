import type { Translation } from "../translation";
import { consoleLines as en, type consoleCopy as enCopy } from "../console";

const [
  scaffold,
  scaffolding,
  build,
  built,
  audit,
  scores,
  push,
  deployed,
  notified,
] = en;

export const consoleCopy: Translation<typeof enCopy> = {
  title: "deploy.sh — क्लाइंट की साइट",
  pause: "एनिमेशन रोकें",
};

/** The commands stay as typed; what they print is in Hindi. */
export const consoleLines: Translation<typeof en> = [
  scaffold,
  { type: scaffolding.type, text: "React + TypeScript सेट हो रहा है…" },
  build,
  { type: built.type, text: "12 पेज प्रीरेंडर हुए, 92 kB JS" },
  audit,
  { type: scores.type, text: "परफ़ॉर्मेंस 99 · एक्सेसिबिलिटी 100" },
  push,
  { type: deployed.type, text: "38 s में एज पर डिप्लॉय हो गया" },
  { type: notified.type, text: "क्लाइंट को WhatsApp पर बता दिया ✓" },
];
