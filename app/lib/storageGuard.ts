/**
 * Runs first in the document head. Where the browser blocks site storage
 * (private browsing, strict privacy settings), merely reading
 * `localStorage` or `sessionStorage` throws ("The operation is insecure"
 * in Firefox). Our own code catches that, but code we do not own does not:
 * React Router's scroll-restoration script reads `sessionStorage` in a
 * `try` and calls it again in its `catch`, an uncaught error on every
 * load. This gives each blocked store an in-memory stand-in that lasts for
 * the page: the theme toggle, the draft and the chat then work for the
 * visit and forget on leaving, as blocked storage means. Storage that works
 * is left alone.
 */
export const STORAGE_GUARD_SCRIPT = `["localStorage","sessionStorage"].forEach(function(n){try{window[n].length}catch(e){var d={};try{Object.defineProperty(window,n,{configurable:true,value:{get length(){return Object.keys(d).length},key:function(i){var k=Object.keys(d);return i<k.length?k[i]:null},getItem:function(k){return Object.prototype.hasOwnProperty.call(d,k)?d[k]:null},setItem:function(k,v){d[String(k)]=String(v)},removeItem:function(k){delete d[k]},clear:function(){d={}}}})}catch(f){}}})`;
