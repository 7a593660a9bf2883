/**
 * The FAQ list's own words, apart from its entries: the home page's
 * JavaScript carries these, while the entries arrive with the route's data
 * (content/faq is loaded only where the page was not prerendered).
 */
export const faqIntro = {
  heading: "Common questions",
  lead: "The short answers. Each one links to where the site says more.",
  /** The row that unfolds the questions after the first few. */
  more: (count: number) => `${count} more questions`,
};

/** How many questions show before the rest fold away. */
export const FAQ_SHOWN = 3;
