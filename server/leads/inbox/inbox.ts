/**
 * The inbox room: the studio's sign-in and its pages (a Hono sub-app the
 * service mounts at /studio), with their stylesheet and script. Other rooms
 * import it through this module only.
 */
export { faviconFile, FONT_PATH, fontFile, serviceStylesheet } from "./assets";
export { type Session, studioAuth, type StudioAuth } from "./auth";
export { inboxLayout } from "./layout";
export { inboxScript, SCRIPT_PATH } from "./script";
export { createSignInLimiter } from "./signInLimiter";
export { studioRoutes } from "./studio";
