import cover from "./cover.svg";
import coverDark from "./cover-dark.svg";
import revealReel from "./reveal-reel.svg";
import giftStory from "./gift-story.svg";
import bulkOrderPost from "./bulk-order-post.svg";
import type { CaseStudy } from "../../types";

export const caseStudy: CaseStudy = {
  id: "himalayan-hive-diwali",
  title: "A Diwali gifting promotion for a honey brand",
  client: "Himalayan Hive",
  sector: "Gourmet food and gifting",
  line: "smm",
  services: [
    "Product promotions",
    "3D video",
    "Product mockups",
    "Reels and posts",
  ],
  summary:
    "A 3D gift-box video, product mockups and a three-week Diwali promotion that made corporate gifting a mountain honey brand's biggest month.",
  challenge:
    "Most of their sales came from a few shops in Dehradun and Mussoorie. Diwali gifting was the chance to reach offices in Delhi and Gurugram, but six weeks before the festival the gift box existed only as a sketch.",
  approach: [
    "Rendered the gift box in 3D from the packaging dieline, so promotion could start before the first box was printed.",
    "Made a slow 3D reveal of the box opening to three jars, used in reels, ads and the corporate catalogue.",
    "Wrote two promotions: a personal gift for Instagram and a bulk-order offer for HR and admin teams on LinkedIn.",
    "Kept every creative brand-safe: real ingredients, and harvest claims checked against their lab reports.",
  ],
  results: [
    "1,900 gift boxes sold",
    "42 corporate orders",
    "4.1x return on ad spend",
    "Best month on record",
  ],
  stack: [
    "3D gift-box render and video",
    "Gift-box mockups",
    "Reels and story ads",
    "LinkedIn bulk-order posts",
    "Corporate gifting catalogue",
  ],
  quote: {
    text: "We were selling a box that did not exist yet, and nobody could tell.",
    name: "Ankit Negi",
    role: "Co-founder",
  },
  cover: {
    src: cover,
    darkSrc: coverDark,
    alt: "A rendered Himalayan Hive gift box opening to three honey jars, with diyas, beside a phone showing the Diwali reel.",
    width: 640,
    height: 400,
  },
  visuals: [
    {
      kind: "reel",
      platform: "Instagram Reels",
      src: revealReel,
      alt: "Reel poster: the gift box lid lifting to show three honey jars, titled 'Gift the mountains this Diwali'.",
      width: 360,
      height: 640,
      caption: "The 3D reveal, live five weeks before boxes were printed.",
    },
    {
      kind: "post",
      platform: "Instagram Stories",
      src: giftStory,
      alt: "Story poster: the gift box with a 'Send to a friend' sticker and the price.",
      width: 360,
      height: 640,
      caption: "Personal-gift stories with a shop link sticker.",
    },
    {
      kind: "post",
      platform: "LinkedIn post",
      src: bulkOrderPost,
      alt: "LinkedIn post poster: 'Diwali gifting for teams of 20 to 500', with a stack of gift boxes and a custom note card.",
      width: 360,
      height: 640,
      caption: "Bulk-order posts for HR and admin teams.",
    },
  ],
  year: 2024,
};
