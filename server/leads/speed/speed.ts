/**
 * The speed room: real visitors' speed beacons, their roll-up, and the
 * studio's Speed page (a Hono sub-app the service mounts). Other rooms
 * import it through this module only.
 */
export { SPEED_PATH, speedRoutes, speedStylesheet } from "./speedPage";
export {
  createVitalsStore,
  normalisePage,
  vitalsRoute,
  type VitalsStore,
} from "./vitals";
