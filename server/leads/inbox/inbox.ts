/**
 * The inbox room: the studio's sign-in and its pages (a Hono sub-app the
 * service mounts at /studio), with their stylesheet and script. Other rooms
 * import it through this module only.
 */
export { inboxScript, inboxStylesheet } from "./assets";
export { type Session, studioAuth, type StudioAuth } from "./auth";
export { documentOf, Layout } from "./views/layout";
export { refusedPage } from "./views/refused";
export { createSignInLimiter } from "./signInLimiter";
export { studioRoutes } from "./studio";
