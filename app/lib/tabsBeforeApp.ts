/**
 * The attribute the tabs component puts on its tab list once the app runs
 * them; from then on the script below stands aside.
 */
export const TABS_RUN_BY_APP = "data-app";

/**
 * An inline script placed right after a WAI-ARIA tab list in the HTML. Until
 * the app's code has run, it gives the tabs their keyboard (arrows, Home,
 * End) and clicks, so the first key press after the page paints is never
 * lost. It changes only what the app reads back when it starts (each tab's
 * `aria-selected`, `data-state` and `tabIndex`, and its panel's
 * `data-state`) and marks each event it handles with `preventDefault`.
 * Listeners sit on the tab list itself, nothing global.
 */
export function tabsBeforeAppScript(tabListId: string): string {
  return `(function(){var l=document.getElementById(${JSON.stringify(tabListId)});if(!l)return;var t=l.querySelectorAll('[role="tab"]'),n=t.length;function at(e){for(var i=0;i<n;i++)if(t[i].contains(e.target))return i;return -1}function go(x){for(var i=0;i<n;i++){var on=i===x,s=on?"active":"inactive",p=document.getElementById(t[i].getAttribute("aria-controls"));t[i].setAttribute("aria-selected",on?"true":"false");t[i].setAttribute("data-state",s);t[i].tabIndex=on?0:-1;if(p)p.setAttribute("data-state",s)}t[x].focus()}function on(e){if(l.hasAttribute(${JSON.stringify(TABS_RUN_BY_APP)})||e.defaultPrevented)return;var i=at(e),k=e.key,x;if(i<0)return;if(e.type==="click")x=i;else x=k==="ArrowRight"?(i+1)%n:k==="ArrowLeft"?(i-1+n)%n:k==="Home"?0:k==="End"?n-1:-1;if(x<0)return;e.preventDefault();go(x)}l.addEventListener("keydown",on);l.addEventListener("click",on)})()`;
}
