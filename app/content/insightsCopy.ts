/** Copy around the articles: the list, an article page, not found. */
export const insightsCopy = {
  title: "Insights",
  /** The list's social card. */
  cardAlt: "Insights from Kalam Studio",
  metaTitle: "Insights: notes on fast websites and social content",
  description:
    "Articles from Kalam Studio in New Delhi on fast websites for Indian mobile networks, planning social content, and running a small business online.",
  intro:
    "What we learn building websites and running feeds for our clients, written down so you can use it before you ever write to us.",
  readingTime: (minutes: number) => `${minutes} min read`,
  updated: "Updated",
  by: "By",
  tagsLabel: "Tags",
  feedLink: "Subscribe to the feed (Atom)",
  allArticles: "All insights",
  related: "Related work",
  moreArticles: "More insights",
  loadingBody: "Loading the article…",
  cta: {
    title: "Start a project",
    body: "If this sounds like your site or your feed, tell us what you are working on. We reply within a day, and the first call is free.",
    action: "Start a project",
  },
  notFound: {
    title: "We couldn't find that article",
    metaTitle: "Article not found",
    description:
      "This article does not exist or has moved. See all of Kalam Studio's articles on fast websites and social content.",
    body: "The link may be old or mistyped. These are the articles we have published:",
    listLink: "See all insights",
    homeLink: "Go to the home page",
  },
} as const;
