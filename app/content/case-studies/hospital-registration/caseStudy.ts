import cover from "./cover.svg";
import coverDark from "./cover-dark.svg";
import lookup from "./lookup.svg";
import tokenSlip from "./token-slip.svg";
import type { CaseStudy } from "../../types";

export const caseStudy: CaseStudy = {
  id: "hospital-registration",
  title: "A registration desk that keeps the OPD queue moving",
  client: "Sahyog Multispeciality Hospital",
  sector: "Healthcare",
  line: "dev",
  services: ["Web app", "Back-end", "Internal tools"],
  summary:
    "A tablet-first patient registration system for a 150-bed hospital that cut front-desk registration from about nine minutes to under three.",
  challenge:
    "Every morning the OPD desk registered over 300 patients on paper forms, then typed them again into billing. Returning patients got a new file on each visit, so their history was split across duplicate records, and by 10am the queue reached the gate.",
  approach: [
    "Spent two OPD mornings at the front desk, timing each step and noting every question staff asked patients twice.",
    "Cut the form to three screens: look up by phone number first, so a returning patient is found in seconds, then details, then department and token.",
    "Built the back-end on Supabase: Postgres with row-level security, so desk staff create registrations and only the records team can merge duplicates.",
    "Made it survive Wi-Fi drops: registrations queue on the tablet and sync when the connection returns, with a clear 'saved on this tablet' badge.",
    "Labels in English and Hindi, large touch targets, and a printed token slip with a QR code that the doctor's desk scans.",
  ],
  results: [
    "9 min → under 3 min",
    "Duplicate records −82%",
    "Paper forms retired at OPD",
    "No registration lost offline",
  ],
  stack: [
    "React",
    "TypeScript",
    "Supabase: Postgres, Auth, row-level security",
    "Service worker with offline queue",
    "Playwright end-to-end tests",
  ],
  quote: {
    text: "The morning queue used to reach the gate. Now it ends at the pharmacy counter, and nobody fills a form twice.",
    name: "Dr. Meera Khanna",
    role: "Medical Superintendent",
  },
  cover: {
    src: cover,
    darkSrc: coverDark,
    alt: "A tablet at a hospital front desk showing the patient registration form, with a printed token slip beside it.",
    width: 640,
    height: 400,
  },
  visuals: [
    {
      kind: "screen",
      src: lookup,
      alt: "Registration screen: a phone number search finds a returning patient, with their ID, age and last visit, and a button to continue with that record.",
      width: 640,
      height: 400,
      caption:
        "Step one is a phone lookup, so returning patients keep one record.",
    },
    {
      kind: "screen",
      src: tokenSlip,
      alt: "A printed token slip with the patient's token number, department and a QR code, next to the OPD queue board listing tokens by department.",
      width: 640,
      height: 400,
      caption:
        "Token slips feed the queue board; doctors scan the QR to open the file.",
    },
  ],
  year: 2024,
};
