import hospitalCover from "../assets/case-studies/hospital-registration/cover.svg";
import hospitalLookup from "../assets/case-studies/hospital-registration/lookup.svg";
import hospitalTokenSlip from "../assets/case-studies/hospital-registration/token-slip.svg";
import haldiCover from "../assets/case-studies/haldi-house-reels/cover.svg";
import haldiRajmaReel from "../assets/case-studies/haldi-house-reels/rajma-reel.svg";
import haldiRecipeCard from "../assets/case-studies/haldi-house-reels/recipe-card.svg";
import haldiBlendReel from "../assets/case-studies/haldi-house-reels/blend-reel.svg";
import kilnCover from "../assets/case-studies/kiln-coffee-storefront/cover.svg";
import kilnProductPage from "../assets/case-studies/kiln-coffee-storefront/product-page.svg";
import kilnMobileCart from "../assets/case-studies/kiln-coffee-storefront/mobile-cart.svg";
import bunkarCover from "../assets/case-studies/bunkar-looms-launch/cover.svg";
import bunkarDrapeReel from "../assets/case-studies/bunkar-looms-launch/drape-reel.svg";
import bunkarCountdownStory from "../assets/case-studies/bunkar-looms-launch/countdown-story.svg";
import bunkarWeaverPost from "../assets/case-studies/bunkar-looms-launch/weaver-post.svg";
import tiffinCover from "../assets/case-studies/tiffin-street-dispatch/cover.svg";
import tiffinDispatchBoard from "../assets/case-studies/tiffin-street-dispatch/dispatch-board.svg";
import tiffinRiderView from "../assets/case-studies/tiffin-street-dispatch/rider-view.svg";
import pulseCover from "../assets/case-studies/pulse-strength-rebrand/cover.svg";
import pulseBrandBoard from "../assets/case-studies/pulse-strength-rebrand/brand-board.svg";
import pulseCoachReel from "../assets/case-studies/pulse-strength-rebrand/coach-reel.svg";
import pulseTrialPost from "../assets/case-studies/pulse-strength-rebrand/trial-post.svg";
import nyayaCover from "../assets/case-studies/nyaya-academy-landing/cover.svg";
import nyayaBatchPage from "../assets/case-studies/nyaya-academy-landing/batch-page.svg";
import nyayaLeadForm from "../assets/case-studies/nyaya-academy-landing/lead-form.svg";
import hiveCover from "../assets/case-studies/himalayan-hive-diwali/cover.svg";
import hiveRevealReel from "../assets/case-studies/himalayan-hive-diwali/reveal-reel.svg";
import hiveGiftStory from "../assets/case-studies/himalayan-hive-diwali/gift-story.svg";
import hiveBulkOrderPost from "../assets/case-studies/himalayan-hive-diwali/bulk-order-post.svg";
import type { CaseStudy } from "./types";

/**
 * The portfolio: one entry per case study, in the order the portfolio shows
 * them (alternating service lines, so the unfiltered grid shows both).
 * Illustrations live in app/assets/case-studies/<id>/ and are imported, so
 * Vite gives them hashed URLs and a missing file fails the build;
 * app/content/caseStudies.test.ts also checks their sizes and alt text.
 */
export const caseStudies: readonly CaseStudy[] = [
  {
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
      src: hospitalCover,
      alt: "A tablet at a hospital front desk showing the patient registration form, with a printed token slip beside it.",
      width: 640,
      height: 400,
    },
    visuals: [
      {
        kind: "screen",
        src: hospitalLookup,
        alt: "Registration screen: a phone number search finds a returning patient, with their ID, age and last visit, and a button to continue with that record.",
        width: 640,
        height: 400,
        caption:
          "Step one is a phone lookup, so returning patients keep one record.",
      },
      {
        kind: "screen",
        src: hospitalTokenSlip,
        alt: "A printed token slip with the patient's token number, department and a QR code, next to the OPD queue board listing tokens by department.",
        width: 640,
        height: 400,
        caption:
          "Token slips feed the queue board; doctors scan the QR to open the file.",
      },
    ],
    year: 2024,
  },
  {
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
      src: haldiCover,
      alt: "Three phones showing Haldi House recipe reels: rajma in 20 minutes, a spice blend close-up and a recipe card.",
      width: 640,
      height: 400,
    },
    visuals: [
      {
        kind: "reel",
        platform: "Instagram Reels",
        src: haldiRajmaReel,
        alt: "Reel poster: a bowl of rajma with the title 'Rajma in 20 minutes' and a Haldi House spice tin.",
        width: 360,
        height: 640,
        caption: "'Rajma in 20 minutes', the reel that set the format.",
      },
      {
        kind: "post",
        platform: "Instagram post",
        src: haldiRecipeCard,
        alt: "Carousel cover in the recipe-card style: '3 dinners, 1 blend: Kitchen King', with three numbered dishes.",
        width: 360,
        height: 640,
        caption: "Recipe-card carousels: the posts people save.",
      },
      {
        kind: "reel",
        platform: "Instagram Reels",
        src: haldiBlendReel,
        alt: "Reel poster: whole spices falling into a grinder, titled 'What's in our garam masala'.",
        width: 360,
        height: 640,
        caption: "Behind-the-blend reels show what goes into each tin.",
      },
    ],
    year: 2025,
  },
  {
    id: "kiln-coffee-storefront",
    title: "A coffee storefront that loads before the kettle boils",
    client: "Kiln & Crema Coffee Roasters",
    sector: "D2C food and beverage",
    line: "dev",
    services: ["Front-end", "Headless commerce", "Performance"],
    summary:
      "A headless storefront for a specialty coffee roaster: product pages ready in about a second on mid-range phones, and mobile conversion up 24%.",
    challenge:
      "Their theme-based store shipped 2.1 MB of scripts from eleven apps. On a mid-range Android phone over 4G, product pages took over six seconds to show, and two in three mobile carts were abandoned before checkout.",
    approach: [
      "Audited every app and script; kept the four that earned their bytes and replaced the rest with a few lines of our own code.",
      "Rebuilt the storefront on React Router with prerendered product pages, keeping Shopify for the catalogue, checkout and payments.",
      "Drew a brew-guide illustration set as light SVG instead of heavy photos above the fold, with photography lazy-loaded below.",
      "Put a performance budget in CI, so a new app or a 2 MB banner fails the build instead of reaching customers.",
    ],
    results: [
      "Mobile LCP 6.4 s → 1.2 s",
      "Lighthouse 99 on product pages",
      "Mobile conversion +24%",
      "Scripts −86%",
    ],
    stack: [
      "React Router",
      "TypeScript",
      "Shopify Storefront API",
      "Static hosting on a CDN",
      "Lighthouse CI budgets",
    ],
    quote: {
      text: "We thought we needed more ads. We needed a shop that opens on the phones our customers actually own.",
      name: "Aditya Rao",
      role: "Co-founder",
    },
    cover: {
      src: kilnCover,
      alt: "The Kiln & Crema storefront on a laptop and a phone, showing a bag of single-origin coffee and an Add to cart button.",
      width: 640,
      height: 400,
    },
    visuals: [
      {
        kind: "screen",
        src: kilnProductPage,
        alt: "Product page: a coffee bag, tasting notes, grind options and price, with a brew guide illustration below.",
        width: 640,
        height: 400,
        caption:
          "Product pages are prerendered; only the cart needs JavaScript.",
      },
      {
        kind: "screen",
        src: kilnMobileCart,
        alt: "Mobile cart: two coffee bags, a free-shipping progress bar and a large checkout button.",
        width: 360,
        height: 640,
        caption: "A one-thumb cart with the free-shipping nudge up front.",
      },
    ],
    year: 2025,
  },
  {
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
      src: bunkarCover,
      alt: "A saree mockup draped on a stand beside two phones showing the Bunkar Looms launch reel and countdown story.",
      width: 640,
      height: 400,
    },
    visuals: [
      {
        kind: "reel",
        platform: "Instagram Reels",
        src: bunkarDrapeReel,
        alt: "Reel poster: a rendered saree turning on a stand, titled 'Woven in Chanderi. Drops Friday.'",
        width: 360,
        height: 640,
        caption: "The 3D drape reel: the pallu turns into view.",
      },
      {
        kind: "post",
        platform: "Instagram Stories",
        src: bunkarCountdownStory,
        alt: "Story poster with a countdown sticker reading '3 days to go' over a folded saree mockup.",
        width: 360,
        height: 640,
        caption: "Countdown stories with a reminder sticker for the drop.",
      },
      {
        kind: "post",
        platform: "Instagram post",
        src: bunkarWeaverPost,
        alt: "Post poster: a loom illustration with the line 'Meet Ramesh ji, 31 years at the loom'.",
        width: 360,
        height: 640,
        caption: "Weaver stories ran in the weeks before launch.",
      },
    ],
    year: 2024,
  },
  {
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
      src: tiffinCover,
      alt: "The dispatch dashboard on a monitor, with order batches in columns, and a rider's phone showing the next drop.",
      width: 640,
      height: 400,
    },
    visuals: [
      {
        kind: "screen",
        src: tiffinDispatchBoard,
        alt: "Dispatch board: columns for New, Cooking, Packed and Out, each with order cards, and live prep counts for dal, rice and sabzi.",
        width: 640,
        height: 400,
        caption: "The board every kitchen lead keeps open from 11am.",
      },
      {
        kind: "screen",
        src: tiffinRiderView,
        alt: "Rider view on a phone: batch of five drops in order, the next address, and Call and Delivered buttons.",
        width: 360,
        height: 640,
        caption: "Riders see their batch, the next drop and nothing else.",
      },
    ],
    year: 2024,
  },
  {
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
      src: pulseCover,
      alt: "The Pulse Strength logo on a facade banner, with a phone showing a coach-led workout reel.",
      width: 640,
      height: 400,
    },
    visuals: [
      {
        kind: "brand",
        src: pulseBrandBoard,
        alt: "Brand board: the Pulse wordmark and pulse-line symbol, the colour palette, and the logo on a T-shirt and a profile picture.",
        width: 640,
        height: 400,
        caption: "The mark holds up from the facade to a profile picture.",
      },
      {
        kind: "reel",
        platform: "Instagram Reels",
        src: pulseCoachReel,
        alt: "Reel poster: a coach mid-squat with the title 'Fix your squat in 30 seconds'.",
        width: 360,
        height: 640,
        caption: "Coach-led form tips: the most shared reels.",
      },
      {
        kind: "post",
        platform: "Instagram post",
        src: pulseTrialPost,
        alt: "Post poster: 'Free trial week, new evening batches 6pm and 8pm' on the Pulse yellow and black.",
        width: 360,
        height: 640,
        caption: "The trial-week offer that filled the new batches.",
      },
    ],
    year: 2025,
  },
  {
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
      src: nyayaCover,
      alt: "The Nyaya Law Academy batch page on a phone and a laptop: batch dates, fees and an Ask on WhatsApp button.",
      width: 640,
      height: 400,
    },
    visuals: [
      {
        kind: "screen",
        src: nyayaBatchPage,
        alt: "Mobile batch page: start date, fee, mock-test results, and buttons to apply or ask on WhatsApp.",
        width: 360,
        height: 640,
        caption: "Dates, fees and results on the first screen.",
      },
      {
        kind: "screen",
        src: nyayaLeadForm,
        alt: "Desktop lead form with three fields and a language switch between English and Hindi.",
        width: 640,
        height: 400,
        caption: "Three fields instead of a PDF and a phone call.",
      },
    ],
    year: 2023,
  },
  {
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
      src: hiveCover,
      alt: "A rendered Himalayan Hive gift box opening to three honey jars, with diyas, beside a phone showing the Diwali reel.",
      width: 640,
      height: 400,
    },
    visuals: [
      {
        kind: "reel",
        platform: "Instagram Reels",
        src: hiveRevealReel,
        alt: "Reel poster: the gift box lid lifting to show three honey jars, titled 'Gift the mountains this Diwali'.",
        width: 360,
        height: 640,
        caption: "The 3D reveal, live five weeks before boxes were printed.",
      },
      {
        kind: "post",
        platform: "Instagram Stories",
        src: hiveGiftStory,
        alt: "Story poster: the gift box with a 'Send to a friend' sticker and the price.",
        width: 360,
        height: 640,
        caption: "Personal-gift stories with a shop link sticker.",
      },
      {
        kind: "post",
        platform: "LinkedIn post",
        src: hiveBulkOrderPost,
        alt: "LinkedIn post poster: 'Diwali gifting for teams of 20 to 500', with a stack of gift boxes and a custom note card.",
        width: 360,
        height: 640,
        caption: "Bulk-order posts for HR and admin teams.",
      },
    ],
    year: 2024,
  },
];

export { serviceLineLabels } from "./serviceLines";

/** Copy for the portfolio and case study pages around the case studies. */
export const portfolioCopy = {
  title: "Our work",
  metaTitle: "Portfolio: websites, web apps and social media work",
  description:
    "Case studies from Kalam Studio in New Delhi: websites, web apps and internal tools, and the reels, posts, mockups and launches we make for brands.",
  intro:
    "Half of what we make lives in a browser and half lives in a feed. Here is a bit of both: the problem each client brought, what we did, and what changed.",
  filterLabel: "Filter case studies by service line",
  allLabel: "All",
  status: {
    all: (count: number) => `Showing all ${count} case studies`,
    line: (count: number, total: number, line: string) =>
      `Showing ${count} of ${total} case studies: ${line}`,
  },
  cta: {
    title: "Have a project like these?",
    body: "Tell us what you are building or launching. We reply within a day with questions, a rough plan and a price range.",
    action: "Start a project",
  },
} as const;

/** Headings and labels on a case study page. */
export const caseStudyCopy = {
  facts: {
    client: "Client",
    sector: "Sector",
    services: "Services",
    year: "Year",
  },
  results: "Results",
  challenge: "The challenge",
  approach: "What we did",
  stack: { dev: "Stack", smm: "Deliverables" },
  visuals: { dev: "Screens", smm: "Reels, posts and designs" },
  pagerLabel: "More case studies",
  previous: "Previous case study",
  next: "Next case study",
  back: "Back to portfolio",
  cta: {
    title: "Planning something similar?",
    body: "Send us a few lines about your project. We reply within a day, and the first call is free.",
    action: "Start a project",
  },
  notFound: {
    title: "We couldn't find that case study",
    metaTitle: "Case study not found",
    description:
      "This case study does not exist or has moved. See all of Kalam Studio's web and social media work.",
    body: "The link may be old or mistyped. These are the case studies we have today:",
    portfolioLink: "See all case studies",
    homeLink: "Go to the home page",
  },
} as const;
