import { useNavigation } from "react-router";
import { Spinner } from "~/components/Spinner/Spinner";

/** Shows the centred spinner while an on-demand page is being fetched. */
export function RouteSpinner() {
  const navigation = useNavigation();
  return navigation.state === "loading" ? <Spinner /> : null;
}
