import cover from "./cover.svg";
import coverDark from "./cover-dark.svg";
import rajmaReel from "./rajma-reel.svg";
import recipeCard from "./recipe-card.svg";
import blendReel from "./blend-reel.svg";
import type { CaseStudy } from "../../types";

export const caseStudy: CaseStudy = {
  id: "haldi-house-reels",
  title: "Weeknight recipe reels for a spice brand",
  client: "Haldi House Spices",
  sector: "D2C food",
  line: "smm",
  services: ["Reels and posts", "Instagram handling", "Product mockups"],
  summary:
    "Three months of 30-second recipe reels and save-worthy posts that turned a spice brand's feed from packshots into a weeknight habit.",
  challenge:
    "The brand posted polished packshots that nobody saved or shared. Reach had been flat for a year, and a team of two had no time to film, edit and post on top of running the business.",
  approach: [
    "Built the feed around one promise: dinner in 20 minutes with one Haldi House blend.",
    "Shot 12 recipes over two studio days, then cut reels, step-by-step carousels and stories from the same footage.",
    "Designed a recipe-card template so every post is recognisable in the feed without a logo in the corner.",
    "Ran the calendar and replied to comments every day, and reported each month on saves, shares and orders from Instagram.",
  ],
  results: [
    "Reach 3.4x in 90 days",
    "Saves per post +210%",
    "Followers 9k → 27k",
    "Instagram orders +38%",
  ],
  stack: [
    "36 recipe reels",
    "24 carousel posts",
    "Recipe-card template",
    "Monthly content calendar",
    "Daily community replies",
  ],
  quote: {
    text: "People now comment asking what to cook with the garam masala, not what it costs.",
    name: "Kavya Iyer",
    role: "Founder",
  },
  cover: {
    src: cover,
    darkSrc: coverDark,
    alt: "Three phones showing Haldi House recipe reels: rajma in 20 minutes, a spice blend close-up and a recipe card.",
    width: 640,
    height: 400,
  },
  visuals: [
    {
      kind: "reel",
      platform: "Instagram Reels",
      src: rajmaReel,
      alt: "Reel poster: a bowl of rajma with the title 'Rajma in 20 minutes' and a Haldi House spice tin.",
      width: 360,
      height: 640,
      caption: "'Rajma in 20 minutes', the reel that set the format.",
    },
    {
      kind: "post",
      platform: "Instagram post",
      src: recipeCard,
      alt: "Carousel cover in the recipe-card style: '3 dinners, 1 blend: Kitchen King', with three numbered dishes.",
      width: 360,
      height: 640,
      caption: "Recipe-card carousels: the posts people save.",
    },
    {
      kind: "reel",
      platform: "Instagram Reels",
      src: blendReel,
      alt: "Reel poster: whole spices falling into a grinder, titled 'What's in our garam masala'.",
      width: 360,
      height: 640,
      caption: "Behind-the-blend reels show what goes into each tin.",
    },
  ],
  year: 2025,
};
