import type { errorCopy as enErrorCopy } from "../errors";
import type { Translation } from "../translation";

export const errorCopy: Translation<typeof enErrorCopy> = {
  partFailed:
    "पेज का यह हिस्सा लोड नहीं हुआ। अपना इंटरनेट कनेक्शन देखें और फिर से कोशिश करें।",
  retry: "फिर से कोशिश करें",
  pageTitle: "कुछ गड़बड़ हो गई",
  pageBody:
    "इस पेज ने काम करना बंद कर दिया, शायद कोई डाउनलोड पूरा नहीं हुआ या साइट अभी-अभी अपडेट हुई है। आपने संपर्क फ़ॉर्म में जो भी लिखा था, वह खोया नहीं है: वह इसी डिवाइस पर सेव है।",
  reload: "पेज फिर से लोड करें",
  home: "होम पेज पर जाएँ",
};
