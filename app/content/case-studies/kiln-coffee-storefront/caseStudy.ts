import cover from "./cover.svg";
import coverDark from "./cover-dark.svg";
import productPage from "./product-page.svg";
import mobileCart from "./mobile-cart.svg";
import type { CaseStudy } from "../../types";

export const caseStudy: CaseStudy = {
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
    src: cover,
    darkSrc: coverDark,
    alt: "The Kiln & Crema storefront on a laptop and a phone, showing a bag of single-origin coffee and an Add to cart button.",
    width: 640,
    height: 400,
  },
  visuals: [
    {
      kind: "screen",
      src: productPage,
      alt: "Product page: a coffee bag, tasting notes, grind options and price, with a brew guide illustration below.",
      width: 640,
      height: 400,
      caption: "Product pages are prerendered; only the cart needs JavaScript.",
    },
    {
      kind: "screen",
      src: mobileCart,
      alt: "Mobile cart: two coffee bags, a free-shipping progress bar and a large checkout button.",
      width: 360,
      height: 640,
      caption: "A one-thumb cart with the free-shipping nudge up front.",
    },
  ],
  year: 2025,
};
