import type { Translation } from "../translation";
import type { heroLabels as en } from "../heroLabels";

export const heroLabels: Translation<typeof en> = {
  chipsLabel: "हम इन टेक्नोलॉजी से बनाते हैं",
  measuredOn: (date: string) => `${date} को मापा गया`,
};
