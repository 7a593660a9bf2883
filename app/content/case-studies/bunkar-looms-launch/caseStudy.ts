import cover from "./cover.svg";
import coverDark from "./cover-dark.svg";
import drapeReel from "./drape-reel.svg";
import countdownStory from "./countdown-story.svg";
import weaverPost from "./weaver-post.svg";
import type { CaseStudy } from "../../types";

export const caseStudy: CaseStudy = {
  id: "bunkar-looms-launch",
  title: "Product mockups and a launch for a handloom label",
  client: "Bunkar Looms",
  sector: "Fashion and handloom",
  line: "smm",
  services: [
    "Product mockups",
    "3D video",
    "Reels and posts",
    "Product promotions",
  ],
  summary:
    "Product mockups, a 3D saree-drape video and a four-week launch calendar that sold out a handloom label's first online collection in 11 days.",
  challenge:
    "Their first online collection was 40 handwoven sarees, photographed on a phone against a wall. They needed a launch that showed the weave up close and told the weavers' story, on a budget with no room for a model shoot.",
  approach: [
    "Built fabric mockups from flat scans, so each saree could be shown draped, folded and in close-up without a shoot.",
    "Made a 3D drape video that turns slowly to show the pallu, used as the launch reel and on their website.",
    "Planned four weeks: weaver stories, a countdown, the launch-day drop, then styling posts for the sarees still in stock.",
    "Ran a small promotion to warm audiences in Delhi, Jaipur and Bengaluru, swapping the creatives every week.",
  ],
  results: [
    "Sold out in 11 days",
    "Launch reel 180k views",
    "Cost per sale ₹410",
    "4.8x return on ad spend",
  ],
  stack: [
    "40 product mockups",
    "3D drape video",
    "Launch reels and stories",
    "Countdown and drop posts",
    "Promotion creatives",
  ],
  quote: {
    text: "Our weavers saw their sarees on strangers' phones across the country. That meant more to them than the sales.",
    name: "Sunita Verma",
    role: "Founder",
  },
  cover: {
    src: cover,
    darkSrc: coverDark,
    alt: "A saree mockup draped on a stand beside two phones showing the Bunkar Looms launch reel and countdown story.",
    width: 640,
    height: 400,
  },
  visuals: [
    {
      kind: "reel",
      platform: "Instagram Reels",
      src: drapeReel,
      alt: "Reel poster: a rendered saree turning on a stand, titled 'Woven in Chanderi. Drops Friday.'",
      width: 360,
      height: 640,
      caption: "The 3D drape reel: the pallu turns into view.",
    },
    {
      kind: "post",
      platform: "Instagram Stories",
      src: countdownStory,
      alt: "Story poster with a countdown sticker reading '3 days to go' over a folded saree mockup.",
      width: 360,
      height: 640,
      caption: "Countdown stories with a reminder sticker for the drop.",
    },
    {
      kind: "post",
      platform: "Instagram post",
      src: weaverPost,
      alt: "Post poster: a loom illustration with the line 'Meet Ramesh ji, 31 years at the loom'.",
      width: 360,
      height: 640,
      caption: "Weaver stories ran in the weeks before launch.",
    },
  ],
  year: 2024,
};
