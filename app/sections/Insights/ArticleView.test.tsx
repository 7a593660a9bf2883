import { render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { articleTexts } from "virtual:insights/text";
import { describe, expect, it } from "vitest";
import { caseStudies } from "~/content/caseStudies";
import { insights } from "~/content/insights";
import Insights from "~/routes/insights";

function renderAt(path: string) {
  const Stub = createRoutesStub([
    // The route module as the app mounts it: the list and each article.
    { path: "/insights/:slug?", Component: Insights as never },
    { path: "/portfolio/:id", Component: () => <h1>Case study page</h1> },
  ]);
  render(<Stub initialEntries={[path]} />);
}

const [newest] = insights;
if (!newest) throw new Error("no articles");

describe("the insights list", () => {
  it("shows every article newest first, with date, reading time, summary and tags", () => {
    renderAt("/insights");
    expect(
      screen.getByRole("heading", { level: 1, name: "Insights" }),
    ).toBeInTheDocument();
    const titles = screen
      .getAllByRole("heading", { level: 2 })
      .map((heading) => heading.textContent);
    expect(titles.slice(0, insights.length)).toEqual(
      insights.map((article) => article.title),
    );
    const card = screen
      .getAllByRole("article")
      .find((item) => within(item).queryByRole("link", { name: newest.title }));
    if (!card) throw new Error("no card");
    expect(card).toHaveTextContent(`${newest.readingMinutes} min read`);
    expect(card).toHaveTextContent(newest.summary);
    expect(within(card).getByRole("time")).toHaveAttribute(
      "datetime",
      newest.date,
    );
    expect(
      within(within(card).getByRole("list", { name: "Tags" })).getAllByRole(
        "listitem",
      ),
    ).toHaveLength(newest.tags.length);
    expect(screen.getByRole("link", { name: /feed/i })).toHaveAttribute(
      "href",
      "/insights/feed.xml",
    );
  });
});

describe("an article", () => {
  it("shows its title, author, reading time and body, then related work and Start a project", async () => {
    renderAt(`/insights/${newest.slug}`);
    // The article itself comes first; the cards of other articles follow.
    const [header] = screen.getAllByRole("article");
    if (!header) throw new Error("no article");
    expect(
      within(header).getByRole("heading", { level: 1, name: newest.title }),
    ).toBeInTheDocument();
    expect(header).toHaveTextContent(`By ${newest.author}`);
    expect(header).toHaveTextContent(`${newest.readingMinutes} min read`);
    expect(screen.getByRole("img", { name: newest.cover.alt })).toBeVisible();

    // The body is its own chunk: it arrives after the page, outline intact.
    const outline = articleTexts.find((text) => text.slug === newest.slug);
    for (const heading of outline?.headings ?? []) {
      expect(
        await screen.findByRole("heading", { name: heading }),
      ).toBeVisible();
    }
    expect(outline?.headings.length).toBeGreaterThan(2);

    // Its own chunk too, with the portfolio's content.
    const related = await screen.findByRole("region", {
      name: "Related work",
    });
    const links = within(related).getAllByRole("link");
    expect(links.map((link) => link.getAttribute("href"))).toEqual(
      newest.related.map((id) => `/portfolio/${id}`),
    );
    const titles = newest.related.map(
      (id) => caseStudies.find((study) => study.id === id)?.title,
    );
    expect(links.map((link) => link.textContent)).toEqual(titles);

    expect(
      screen.getByRole("heading", { level: 2, name: "Start a project" }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole("link", { name: "Start a project" }),
    ).toHaveAttribute("href", "/Home#contact");
  });

  it("shows the not-found view, listing the articles, for an unknown slug", () => {
    renderAt("/insights/no-such-article");
    expect(
      screen.getByRole("heading", {
        level: 1,
        name: "We couldn't find that article",
      }),
    ).toBeInTheDocument();
    for (const article of insights) {
      expect(screen.getByRole("link", { name: article.title })).toHaveAttribute(
        "href",
        `/insights/${article.slug}`,
      );
    }
  });

  it("finds an article whatever the case or a trailing slash", () => {
    renderAt(`/insights/${newest.slug.toUpperCase()}/`);
    expect(
      screen.getByRole("heading", { level: 1, name: newest.title }),
    ).toBeInTheDocument();
  });
});
