import { homeCopy, homePageWords } from "~/content/pages/hi/home";
import type { Route } from "./+types/home";
import { homeData, homeMeta, HomePage } from "../homePage";
import { hindiFontLinks } from "./fonts";

/** The home page in Hindi: `/hi/`. */
export const links = hindiFontLinks;

export const handle = { copy: homeCopy };

export const meta: Route.MetaFunction = ({ loaderData }) =>
  homeMeta("hi", homePageWords.siteMeta, loaderData?.studio);

export const loader = () => homeData("hi", homePageWords);

export const clientLoader = () => homeData("hi", homePageWords);

export default function Home({ loaderData }: Route.ComponentProps) {
  return <HomePage loaderData={loaderData} />;
}
