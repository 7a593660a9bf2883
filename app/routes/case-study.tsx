import type { Route } from "./+types/case-study";

export const meta: Route.MetaFunction = () => [{ title: "Case study" }];

export default function CaseStudyPage({ params }: Route.ComponentProps) {
  return <h1>{params.id}</h1>;
}
