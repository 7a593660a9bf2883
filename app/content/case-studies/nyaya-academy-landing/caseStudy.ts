import cover from "./cover.svg";
import coverDark from "./cover-dark.svg";
import batchPage from "./batch-page.svg";
import leadForm from "./lead-form.svg";
import type { CaseStudy } from "../../types";

export const caseStudy: CaseStudy = {
  id: "nyaya-academy-landing",
  title: "A course launch page that filled a batch in three weeks",
  client: "Nyaya Law Academy",
  sector: "Education",
  line: "dev",
  services: ["Landing pages", "Front-end", "Analytics"],
  summary:
    "A fast, bilingual launch page for a law-entrance coaching batch, with a WhatsApp hand-off that halved the cost of each enrolment.",
  challenge:
    "The academy sent paid traffic to a generic homepage. Students on phones had to find the batch, download a PDF brochure and call during office hours. The ads got clicks; the counsellors got few leads, and many were for the wrong course.",
  approach: [
    "Wrote the page around the three questions counsellors hear most: dates, fees, and mock-test results.",
    "One page per batch, in Hindi and English, built from a single content file so the team can launch the next batch without us.",
    "Replaced the PDF with a short form and a prefilled WhatsApp message, so a student can ask at 11pm and get an answer at 10am.",
    "Set up privacy-friendly analytics and campaign tags, so every lead maps back to the ad that brought it.",
  ],
  results: [
    "Cost per enrolment −52%",
    "1,400 leads in 21 days",
    "Batch of 120 filled",
    "Page weight 180 kB",
  ],
  stack: [
    "React",
    "Vite, prerendered pages",
    "Supabase for lead capture",
    "WhatsApp click-to-chat",
    "Cookie-free analytics",
  ],
  quote: {
    text: "Our counsellors now start the day with fifty real questions instead of fifty missed calls.",
    name: "Ritu Malhotra",
    role: "Director, Admissions",
  },
  cover: {
    src: cover,
    darkSrc: coverDark,
    alt: "The Nyaya Law Academy batch page on a phone and a laptop: batch dates, fees and an Ask on WhatsApp button.",
    width: 640,
    height: 400,
  },
  visuals: [
    {
      kind: "screen",
      src: batchPage,
      alt: "Mobile batch page: start date, fee, mock-test results, and buttons to apply or ask on WhatsApp.",
      width: 360,
      height: 640,
      caption: "Dates, fees and results on the first screen.",
    },
    {
      kind: "screen",
      src: leadForm,
      alt: "Desktop lead form with three fields and a language switch between English and Hindi.",
      width: 640,
      height: 400,
      caption: "Three fields instead of a PDF and a phone call.",
    },
  ],
  year: 2023,
};
