/**
 * The beacon flood of `bench-vitals.ts`, in its own process: FLOODERS
 * clients posting valid speed beacons to FLOOD_ORIGIN/api/vitals for
 * FLOOD_SECONDS, each from its own address behind the trusted proxy, then
 * one line of JSON with what was answered.
 */
import { addresses, flood, postJson } from "./benchLoad";

const floodOrigin = process.env.FLOOD_ORIGIN ?? "";
const flooders = Number(process.env.FLOODERS ?? 200);
const seconds = Number(process.env.FLOOD_SECONDS ?? 10);

let counter = 0;
const address = addresses("172.16");
const statuses: Record<string, number> = {};
const errors = await flood(flooders, seconds, async () => {
  counter++;
  const response = await postJson(
    floodOrigin,
    "/api/vitals",
    {
      id: crypto.randomUUID().replace(/-/g, ""),
      page: "/",
      device: counter % 2 ? "phone" : "desktop",
      connection: "4g",
      navigation: "load",
      metrics: { LCP: 800 + (counter % 3000), CLS: 0.01, FCP: 600 },
    },
    address(),
  );
  await response.arrayBuffer();
  statuses[response.status] = (statuses[response.status] ?? 0) + 1;
});
console.log(JSON.stringify({ statuses, errors }));
