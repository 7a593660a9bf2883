/** The home page's pointer to the articles. */
export const insightsTeaser = {
  title: "From the studio",
  intro: "short articles from our own projects.",
  link: "Read our insights",
  path: "/insights",
} as const;
