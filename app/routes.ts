import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx", { id: "home" }),
  route("Home", "routes/home.tsx", { id: "home-alias" }),
  route("portfolio", "routes/portfolio.tsx"),
  route("portfolio/:id", "routes/case-study.tsx"),
  route("insights/:slug?", "routes/insights.tsx"),
  // The same pages in Hindi (the articles stay English).
  route("hi", "routes/hi/home.tsx", { id: "hi-home" }),
  route("hi/portfolio", "routes/hi/portfolio.tsx", { id: "hi-portfolio" }),
  route("hi/portfolio/:id", "routes/hi/case-study.tsx", {
    id: "hi-case-study",
  }),
  route("hi/insights", "routes/hi/insights.tsx", { id: "hi-insights" }),
  route("hi/*", "routes/hi/not-found.tsx", { id: "hi-not-found" }),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
