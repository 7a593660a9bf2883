import type { Translation } from "../translation";
import type { serviceLineLabels as en } from "../serviceLines";

export const serviceLineLabels: Translation<typeof en> = {
  dev: "वेब डेवलपमेंट",
  smm: "सोशल मीडिया मार्केटिंग",
};
