/**
 * The beacon flood of `bench-vitals.ts`, in its own process: FLOODERS
 * clients posting valid speed beacons to FLOOD_ORIGIN/api/vitals for
 * FLOOD_SECONDS, each from its own address behind the trusted proxy, then
 * one line of JSON with what was answered.
 */
const floodOrigin = process.env.FLOOD_ORIGIN ?? "";
const flooders = Number(process.env.FLOODERS ?? 200);
const seconds = Number(process.env.FLOOD_SECONDS ?? 10);

let counter = 0;
const statuses: Record<string, number> = {};
let errors = 0;
const ends = Date.now() + seconds * 1000;
console.log("flooding");
await Promise.all(
  Array.from({ length: flooders }, async () => {
    while (Date.now() < ends) {
      counter++;
      try {
        const response = await fetch(`${floodOrigin}/api/vitals`, {
          method: "POST",
          headers: {
            "Content-Type": "application/json",
            Origin: floodOrigin,
            "X-Forwarded-For": `172.16.${(counter >> 8) & 255}.${counter & 255}`,
          },
          body: JSON.stringify({
            id: crypto.randomUUID().replace(/-/g, ""),
            page: "/",
            device: counter % 2 ? "phone" : "desktop",
            connection: "4g",
            navigation: "load",
            metrics: { LCP: 800 + (counter % 3000), CLS: 0.01, FCP: 600 },
          }),
        });
        await response.arrayBuffer();
        statuses[response.status] = (statuses[response.status] ?? 0) + 1;
      } catch {
        errors++;
      }
    }
  }),
);
console.log(JSON.stringify({ statuses, errors }));
export {};
