import type { Route } from "./+types/portfolio";

export const meta: Route.MetaFunction = () => [{ title: "Portfolio" }];

export default function Portfolio() {
  return <h1>Portfolio</h1>;
}
