import { netlifyService } from "../leads/host/platform";

/**
 * Every five minutes: folds the speed beacons that came in since into the
 * daily counts (the Speed view also does it whenever it is opened).
 */
export default async function leadsVitals() {
  const { vitals } = await netlifyService();
  await vitals.rollUp();
  return new Response(null, { status: 204 });
}

export const config = { schedule: "*/5 * * * *" };
