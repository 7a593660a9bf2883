import { replace } from "react-router";
import { Spinner } from "~/components/Spinner/Spinner";

/** SPEC section 2: any other path redirects to `/`, replacing the entry. */
export function clientLoader() {
  return replace("/");
}

export function HydrateFallback() {
  return <Spinner />;
}

export default function NotFound() {
  return null;
}
