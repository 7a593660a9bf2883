/**
 * The rules of the service's pages, on the site's tokens (prepended from
 * `app/styles/tokens.css`): the same colours, type, radii and spacing as
 * the site, in both themes, with no raw values beyond hairlines.
 */
export const inboxStyles = `
*, *::before, *::after { box-sizing: border-box; }
html { -webkit-text-size-adjust: 100%; text-size-adjust: 100%; }
body {
  margin: 0; min-height: 100vh; font-family: var(--font-sans); font-size: var(--text-base);
  line-height: var(--leading-normal); color: var(--color-text); background: var(--color-surface-alt);
  overflow-wrap: anywhere;
}
h1, h2, h3 { margin: 0; line-height: var(--leading-tight); font-weight: var(--font-weight-bold); }
h1 { font-size: var(--text-2xl); }
h2 { font-size: var(--text-lg); }
h3 { font-size: var(--text-base); }
p { margin: 0; }
a { color: var(--color-primary); text-underline-offset: 0.18em; }
a:hover { color: var(--color-primary-strong); }
:focus-visible { outline: var(--focus-ring-width) solid var(--color-focus); outline-offset: var(--focus-ring-offset); }
input, textarea, select, button { font: inherit; color: inherit; }
.visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
.container { width: 100%; max-width: var(--container-max); margin: 0 auto; padding: 0 var(--gutter); }
.skip { position: absolute; left: var(--space-4); top: var(--space-2); z-index: var(--z-dialog); transform: translateY(-200%); }
.skip:focus { transform: none; background: var(--color-surface); padding: var(--space-2) var(--space-4); border-radius: var(--radius-sm); }

/* Top bar: brand, the views, sign out. */
.topbar { background: var(--color-surface); border-bottom: var(--hairline) solid var(--color-border); }
.topbar .container { display: flex; flex-wrap: wrap; align-items: center; gap: var(--space-2) var(--space-6); min-height: var(--header-height); padding-top: var(--space-2); padding-bottom: var(--space-2); }
.brand { display: inline-flex; align-items: center; gap: var(--space-3); font-weight: var(--font-weight-bold); color: var(--color-text); text-decoration: none; }
.brand-mark { display: inline-grid; place-items: center; width: var(--space-8); height: var(--space-8); border-radius: var(--radius-sm); background: var(--color-primary); color: var(--color-on-primary); }
.brand-sub { color: var(--color-muted); font-weight: var(--font-weight-regular); }
.views { display: flex; gap: var(--space-1); margin-right: auto; }
.views a { display: inline-flex; align-items: center; gap: var(--space-2); min-height: var(--control-height); padding: 0 var(--space-3); border-radius: var(--radius); color: var(--color-text); text-decoration: none; font-weight: var(--font-weight-semibold); }
.views a:hover { background: var(--color-primary-soft); }
.views a[aria-current="page"] { background: var(--color-primary-soft); color: var(--color-primary); }
.count { min-width: 1.6em; padding: 0 var(--space-2); border-radius: var(--radius-pill); background: var(--color-surface-alt); border: var(--hairline) solid var(--color-border); font-size: var(--text-xs); text-align: center; }

main { padding: var(--space-8) 0 var(--space-16); }
main > .container { display: grid; gap: var(--space-6); }
.page-head { display: flex; flex-wrap: wrap; align-items: end; justify-content: space-between; gap: var(--space-3); }
.lede { color: var(--color-muted); }

/* Controls. */
.button, button {
  display: inline-flex; align-items: center; justify-content: center; gap: var(--space-2);
  min-height: var(--control-height); padding: 0 var(--space-4); border-radius: var(--radius);
  border: var(--hairline) solid var(--color-border-strong); background: var(--color-surface); color: var(--color-text);
  font-weight: var(--font-weight-semibold); text-decoration: none; cursor: pointer; white-space: nowrap;
}
.button:hover, button:hover { background: var(--color-primary-soft); color: var(--color-text); }
.primary { background: var(--color-primary); border-color: var(--color-primary); color: var(--color-on-primary); }
.primary:hover { background: var(--color-primary-strong); border-color: var(--color-primary-strong); color: var(--color-on-primary); }
.danger { border-color: var(--color-danger); color: var(--color-danger); }
.danger:hover { background: var(--color-danger-soft); color: var(--color-danger); }
.danger.solid { background: var(--color-danger); color: var(--color-surface); }
.quiet { border-color: transparent; background: transparent; }
label { font-weight: var(--font-weight-semibold); }
input:not([type="checkbox"]), select, textarea {
  min-height: var(--control-height); padding: var(--space-2) var(--space-3); border: var(--hairline) solid var(--color-border-strong);
  border-radius: var(--radius); background: var(--color-surface); width: 100%;
}
textarea { line-height: var(--leading-normal); resize: vertical; }
input[type="checkbox"] { width: var(--space-5); height: var(--space-5); accent-color: var(--color-primary); }
.field { display: grid; gap: var(--space-1); }
.inline { display: flex; flex-wrap: wrap; align-items: end; gap: var(--space-2); }
.inline .field { flex: 1 1 10rem; }
.error { color: var(--color-danger); font-weight: var(--font-weight-semibold); }
.hint { color: var(--color-muted); font-size: var(--text-sm); }

/* Figures across the top. */
.figures { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: var(--space-3); margin: 0; }
.figure { padding: var(--space-3) var(--space-4); border-radius: var(--radius-lg); background: var(--color-surface); border: var(--hairline) solid var(--color-border); }
.figure dt { color: var(--color-muted); font-size: var(--text-sm); }
.figure dd { margin: 0; font-size: var(--text-xl); font-weight: var(--font-weight-bold); line-height: var(--leading-tight); }
.figure dd small { display: block; font-size: var(--text-xs); font-weight: var(--font-weight-regular); color: var(--color-muted); }
.figure[data-tone="alert"] dd { color: var(--color-danger); }

/* Banners: notices and failed notifications. */
.banners { display: grid; gap: var(--space-3); }
.banner { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: var(--space-3); padding: var(--space-4) var(--space-5); border-radius: var(--radius-lg); background: var(--color-primary-soft); border: var(--hairline) solid var(--color-border); border-left: var(--space-1) solid var(--color-primary); }
.banner[data-tone="danger"] { background: var(--color-danger-soft); border-left-color: var(--color-danger); }
.banner p { flex: 1 1 20rem; }
.banner code, .delivery code { font-family: var(--font-mono); font-size: var(--text-sm); }
.flash { padding: var(--space-3) var(--space-5); border-radius: var(--radius-lg); background: var(--color-success-soft); color: var(--color-text); border-left: var(--space-1) solid var(--color-success); }

/* Search and filter. */
.toolbar { display: flex; flex-wrap: wrap; align-items: end; gap: var(--space-3); padding: var(--space-4); border-radius: var(--radius-lg); background: var(--color-surface); border: var(--hairline) solid var(--color-border); }
.toolbar .field { flex: 1 1 12rem; }
.toolbar .field.narrow { flex: 0 1 11rem; }
.result-count { color: var(--color-muted); font-size: var(--text-sm); }

/* The list. */
.leads { display: grid; gap: var(--space-4); padding: 0; margin: 0; list-style: none; }
.lead { position: relative; display: grid; gap: var(--space-3); padding: var(--space-5); border-radius: var(--radius-lg); background: var(--color-surface-raised); border: var(--hairline) solid var(--color-border); box-shadow: var(--shadow-sm); scroll-margin-top: var(--space-6); }
.lead[data-unseen] { border-left: var(--space-1) solid var(--color-primary); }
.lead:target { outline: var(--focus-ring-width) solid var(--color-focus); outline-offset: var(--focus-ring-offset); }
.lead-head { display: flex; flex-wrap: wrap; align-items: baseline; gap: var(--space-2) var(--space-3); }
.lead-head h2 a { color: var(--color-text); text-decoration: none; }
.lead-head h2 a:hover { text-decoration: underline; }
.lead-head time { margin-left: auto; color: var(--color-muted); font-size: var(--text-sm); }
.badge { display: inline-flex; align-items: center; min-height: var(--space-6); padding: 0 var(--space-2); border-radius: var(--radius-pill); font-size: var(--text-xs); font-weight: var(--font-weight-semibold); border: var(--hairline) solid var(--color-border-strong); white-space: nowrap; }
.badge[data-kind="unopened"] { background: var(--color-primary); border-color: var(--color-primary); color: var(--color-on-primary); }
.badge[data-kind="overdue"] { background: var(--color-danger-soft); border-color: var(--color-danger); color: var(--color-danger); }
.badge[data-kind="failed"] { background: var(--color-danger-soft); border-color: var(--color-danger); color: var(--color-danger); }
.badge[data-status="replied"] { background: var(--color-success-soft); border-color: var(--color-success); color: var(--color-success); }
.preview { white-space: pre-wrap; color: var(--color-text); display: -webkit-box; -webkit-line-clamp: 4; -webkit-box-orient: vertical; overflow: hidden; unicode-bidi: plaintext; }
.actions { display: flex; flex-wrap: wrap; align-items: end; gap: var(--space-2); }
.actions form { display: flex; flex-wrap: wrap; align-items: end; gap: var(--space-2); margin: 0; }
.actions select { width: auto; }
.fields { display: flex; flex-wrap: wrap; gap: var(--space-1) var(--space-5); margin: 0; }
.fields div { display: flex; flex-wrap: wrap; gap: var(--space-2); min-width: 0; }
.fields dt { color: var(--color-muted); font-size: var(--text-sm); }
.fields dt::after { content: ":"; }
.fields dd { margin: 0; display: flex; flex-wrap: wrap; gap: var(--space-1) var(--space-3); min-width: 0; unicode-bidi: isolate; }
.empty { padding: var(--space-10) var(--space-5); text-align: center; color: var(--color-muted); background: var(--color-surface); border-radius: var(--radius-lg); border: var(--hairline) dashed var(--color-border-strong); }

/* One enquiry. */
.back { font-weight: var(--font-weight-semibold); }
.detail { display: grid; gap: var(--space-6); }
.panel { display: grid; gap: var(--space-4); align-content: start; padding: var(--space-5); border-radius: var(--radius-lg); background: var(--color-surface-raised); border: var(--hairline) solid var(--color-border); }
.panel > h2 { font-size: var(--text-base); color: var(--color-muted); font-weight: var(--font-weight-semibold); }
.message { white-space: pre-wrap; font-size: var(--text-lg); line-height: var(--leading-normal); unicode-bidi: plaintext; }
.panel .fields { display: grid; gap: var(--space-2); }
.panel > h3 { font-size: var(--text-sm); color: var(--color-muted); font-weight: var(--font-weight-semibold); }
.pages-seen { margin: 0; padding-left: var(--space-5); display: grid; gap: var(--space-1); }
.timeline { list-style: none; margin: 0; padding: 0; display: grid; gap: var(--space-3); }
.timeline li { display: grid; gap: var(--space-1); padding-left: var(--space-4); border-left: var(--space-1) solid var(--color-border); }
.timeline time { color: var(--color-muted); font-size: var(--text-sm); }
.timeline .note { white-space: pre-wrap; unicode-bidi: plaintext; }
.delivery { display: grid; gap: var(--space-2); margin: 0; padding: 0; list-style: none; }
.delivery li { display: flex; flex-wrap: wrap; align-items: center; gap: var(--space-2); }
.confirm { max-width: var(--container-narrow); }
.check { display: flex; gap: var(--space-3); align-items: start; font-weight: var(--font-weight-regular); }

/* Sign-in and the form's pages without JavaScript. */
.narrow-page { max-width: var(--container-narrow); margin: 0 auto; padding: var(--space-12) var(--gutter); display: grid; gap: var(--space-5); }
.narrow-page form { display: grid; gap: var(--space-4); padding: var(--space-6); border-radius: var(--radius-lg); background: var(--color-surface); border: var(--hairline) solid var(--color-border); }
.narrow-page form label { margin-top: var(--space-2); }
.notice { display: flex; flex-wrap: wrap; gap: var(--space-2) var(--space-4); align-items: center; }
.hp { position: absolute; left: -10000px; width: 1px; height: 1px; overflow: hidden; }

@media (min-width: 768px) {
  .figure { padding: var(--space-4) var(--space-5); }
  .figure dd { font-size: var(--text-2xl); }
}
@media (min-width: 1024px) {
  .detail { grid-template-columns: minmax(0, 1.6fr) minmax(0, 1fr); align-items: start; }
}
@media (prefers-reduced-motion: no-preference) {
  .button, button, .views a { transition: background var(--duration-fast) var(--ease-out); }
}
`;
