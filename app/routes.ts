import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx", { id: "home" }),
  route("Home", "routes/home.tsx", { id: "home-alias" }),
  route("portfolio", "routes/portfolio.tsx"),
  route("portfolio/:id", "routes/case-study.tsx"),
  route("insights/:slug?", "routes/insights.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
