import cover from "./cover.svg";
import coverDark from "./cover-dark.svg";
import dispatchBoard from "./dispatch-board.svg";
import riderView from "./rider-view.svg";
import type { CaseStudy } from "../../types";

export const caseStudy: CaseStudy = {
  id: "tiffin-street-dispatch",
  title: "A dispatch dashboard for a cloud kitchen's lunch rush",
  client: "Tiffin Street Kitchens",
  sector: "Food delivery",
  line: "dev",
  services: ["Internal tools", "Web app", "Back-end"],
  summary:
    "An internal tool that batches orders, plans prep and assigns riders across three kitchens, replacing a wall of WhatsApp groups and spreadsheets.",
  challenge:
    "Between noon and 2pm, three kitchens handled 900 orders from four delivery apps and their own subscription list. Prep counts came from a spreadsheet updated the night before, riders were assigned in WhatsApp groups, and late or wrong tiffins cost them regular subscribers every week.",
  approach: [
    "Mapped one lunch rush minute by minute with the kitchen leads before drawing a single screen.",
    "Pulled orders from every channel into one Firebase back-end, with prep counts that update live as orders land.",
    "Gave riders a one-screen mobile view: their batch, the drop order and a call button, nothing else.",
    "Added a morning forecast from the last four weeks of orders, so the kitchens cook to demand instead of guessing.",
  ],
  results: [
    "Late deliveries −41%",
    "Wrong orders −63%",
    "Prep planning 2 h → 20 min",
    "Food waste −18%",
  ],
  stack: [
    "React",
    "TypeScript",
    "Firebase: Firestore, Auth, Cloud Functions",
    "Roles for kitchen, dispatch and riders",
    "Installable rider view",
  ],
  quote: {
    text: "The lunch rush still feels like a rush, but now it is one we can see.",
    name: "Imran Qureshi",
    role: "Head of Operations",
  },
  cover: {
    src: cover,
    darkSrc: coverDark,
    alt: "The dispatch dashboard on a monitor, with order batches in columns, and a rider's phone showing the next drop.",
    width: 640,
    height: 400,
  },
  visuals: [
    {
      kind: "screen",
      src: dispatchBoard,
      alt: "Dispatch board: columns for New, Cooking, Packed and Out, each with order cards, and live prep counts for dal, rice and sabzi.",
      width: 640,
      height: 400,
      caption: "The board every kitchen lead keeps open from 11am.",
    },
    {
      kind: "screen",
      src: riderView,
      alt: "Rider view on a phone: batch of five drops in order, the next address, and Call and Delivered buttons.",
      width: 360,
      height: 640,
      caption: "Riders see their batch, the next drop and nothing else.",
    },
  ],
  year: 2024,
};
