/** Where a client-side navigation under way is going (sessionStorage). */
export const PENDING_NAVIGATION_KEY = "kalam:pending-navigation";

/** How long a recorded destination stays worth resuming. */
export const PENDING_NAVIGATION_MAX_AGE_MS = 15_000;

export type PendingNavigation = { to: string; at: number };

/**
 * An inline script for the document head. When a page's code cannot be
 * downloaded during a client-side navigation (offline, or a deploy replaced
 * the hashed files), the router reloads the page it is on, but the visitor
 * wanted the page they tapped: this loads that page in full instead, before
 * anything paints. Only a recent same-origin path other than the current
 * page qualifies, and the record is used once, so nothing can loop.
 */
export const resumeNavigationScript = `(function(){try{var s=sessionStorage,k=${JSON.stringify(PENDING_NAVIGATION_KEY)},v=JSON.parse(s.getItem(k)||"null"),l=location,a;s.removeItem(k);if(!v||typeof v.to!=="string"||typeof v.at!=="number")return;a=Date.now()-v.at;if(a<0||a>${PENDING_NAVIGATION_MAX_AGE_MS}||v.to.charAt(0)!=="/"||v.to.charAt(1)==="/"||v.to.charAt(1)==="\\\\")return;if(v.to!==l.pathname+l.search+l.hash)l.replace(v.to)}catch(e){}})()`;
