import type { contactMessages as enContactMessages } from "../contactMessages";
import type { Translation } from "../translation";
import { hiNumber } from "./format";

export const contactMessages: Translation<typeof enContactMessages> = {
  name: {
    required: "कृपया अपना नाम लिखें",
    tooLong: (max) => `कृपया नाम ${hiNumber(max)} अक्षरों के भीतर रखें`,
  },
  email: {
    required: "कृपया अपना ईमेल लिखें",
    invalid: "कृपया सही ईमेल लिखें",
    tooLong: (max) =>
      `ईमेल पता ज़्यादा से ज़्यादा ${hiNumber(max)} अक्षरों का हो सकता है`,
  },
  phone: {
    invalid:
      "कृपया फ़ोन नंबर लिखें (अंकों में; भारत से बाहर का हो तो + और कंट्री कोड के साथ), या इसे खाली छोड़ दें",
    tooLong: (max) =>
      `यहाँ फ़ोन नंबर ज़्यादा से ज़्यादा ${hiNumber(max)} अक्षरों का हो सकता है`,
  },
  message: {
    required: "अपने प्रोजेक्ट के बारे में थोड़ा बताइए",
    tooLong: (max) => `कृपया मैसेज ${hiNumber(max)} अक्षरों के भीतर रखें`,
  },
};
