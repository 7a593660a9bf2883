import { homeCopy, homePageWords } from "~/content/pages/en/home";
import type { Route } from "./+types/home";
import { homeData, homeMeta, HomePage } from "./homePage";

/** The home page in English: `/` (and `/Home`). */
export const handle = { copy: homeCopy };

export const meta: Route.MetaFunction = ({ loaderData }) =>
  homeMeta("en", homePageWords.siteMeta, loaderData?.studio);

export const loader = () => homeData("en", homePageWords);

export const clientLoader = () => homeData("en", homePageWords);

export default function Home({ loaderData }: Route.ComponentProps) {
  return <HomePage loaderData={loaderData} />;
}
