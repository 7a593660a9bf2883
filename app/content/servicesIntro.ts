/**
 * The services section's heading and labels: words the page carries with
 * its route. The services themselves (`services.ts`) are the page's data.
 */
export const servicesIntro = {
  eyebrow: "Services",
  heading: "Services",
  lead: "Two teams under one roof, so your website and your feed tell the same story.",
  tabsLabel: "Service lines",
  kpisLabel: "Key results",
  tagsLabel: "Tags",
  /** The control that unfolds the rest of a pane's offerings. */
  moreItems: (count: number) => `${count} more services`,
};
