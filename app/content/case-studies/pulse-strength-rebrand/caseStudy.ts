import cover from "./cover.svg";
import coverDark from "./cover-dark.svg";
import brandBoard from "./brand-board.svg";
import coachReel from "./coach-reel.svg";
import trialPost from "./trial-post.svg";
import type { CaseStudy } from "../../types";

export const caseStudy: CaseStudy = {
  id: "pulse-strength-rebrand",
  title: "A new logo, gym banners and reels for a local gym",
  client: "Pulse Strength Studio",
  sector: "Fitness",
  line: "smm",
  services: ["Logos and banners", "Reels and posts", "Instagram handling"],
  summary:
    "A bold identity, in-gym banners and coach-led reels that filled a Dwarka gym's two new evening batches before the new floor opened.",
  challenge:
    "A six-year-old gym was moving to a bigger floor with a logo made in a word processor and an Instagram account of equipment photos. They had four weeks to fill two new evening batches.",
  approach: [
    "Designed a wordmark and a pulse-line symbol that works on a T-shirt, a wall and a 40-pixel profile picture.",
    "Produced banners for the facade, the lift and the mirror wall, and a matching set of story and post templates.",
    "Put the coaches in front of the camera: form tips and 30-second workouts that members share with friends.",
    "Opened the new batches with a free trial week, promoted to people living within 5 km.",
  ],
  results: [
    "Both new batches full",
    "Trial sign-ups +65%",
    "Reels avg. 14k views",
    "New logo live in 3 weeks",
  ],
  stack: [
    "Logo and brand guide",
    "Facade and in-gym banners",
    "12 coach reels",
    "Story and post templates",
    "Trial-week promotion",
  ],
  quote: {
    text: "Members tag us in their workout videos now. The new logo looks good on a sweaty T-shirt, which was the brief.",
    name: "Harpreet Singh",
    role: "Owner and Head Coach",
  },
  cover: {
    src: cover,
    darkSrc: coverDark,
    alt: "The Pulse Strength logo on a facade banner, with a phone showing a coach-led workout reel.",
    width: 640,
    height: 400,
  },
  visuals: [
    {
      kind: "brand",
      src: brandBoard,
      alt: "Brand board: the Pulse wordmark and pulse-line symbol, the colour palette, and the logo on a T-shirt and a profile picture.",
      width: 640,
      height: 400,
      caption: "The mark holds up from the facade to a profile picture.",
    },
    {
      kind: "reel",
      platform: "Instagram Reels",
      src: coachReel,
      alt: "Reel poster: a coach mid-squat with the title 'Fix your squat in 30 seconds'.",
      width: 360,
      height: 640,
      caption: "Coach-led form tips: the most shared reels.",
    },
    {
      kind: "post",
      platform: "Instagram post",
      src: trialPost,
      alt: "Post poster: 'Free trial week, new evening batches 6pm and 8pm' on the Pulse yellow and black.",
      width: 360,
      height: 640,
      caption: "The trial-week offer that filled the new batches.",
    },
  ],
  year: 2025,
};
