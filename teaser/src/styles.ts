/**
 * The teaser's look, in its shadow root so the news site's styles neither leak in nor out: the
 * association's red and white. The red (#c8102e) keeps a contrast of 5.9:1 with white, enough for
 * text in both directions; focus rings are drawn outside the element in the same red.
 */
export const TEASER_CSS = `
:host {
  --fanshop-red: #c8102e;
  --fanshop-red-dark: #9b0c23;
  --fanshop-ink: #1a1a1a;
  --fanshop-muted: #595959;
  display: block;
  font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif;
  color: var(--fanshop-ink);
  background: #fff;
  border-top: 6px solid var(--fanshop-red);
  padding: 1rem;
  container-type: inline-size;
}
:host([hidden]) { display: none; }
* { box-sizing: border-box; }
h2 { margin: 0 0 0.75rem; font-size: 1.25rem; color: var(--fanshop-red); text-transform: uppercase; letter-spacing: 0.03em; }
ul.products { list-style: none; margin: 0; padding: 0; display: grid; gap: 1rem; grid-template-columns: repeat(auto-fill, minmax(11rem, 1fr)); }
li.product { position: relative; display: flex; flex-direction: column; gap: 0.4rem; border: 1px solid #e5e5e5; padding: 0.6rem; }
a { color: inherit; }
a.product-link { text-decoration: none; display: flex; flex-direction: column; gap: 0.4rem; }
a.product-link:hover .name, a.product-link:focus-visible .name { text-decoration: underline; }
img { width: 100%; aspect-ratio: 1; object-fit: contain; background: #f5f5f5; }
.brand { font-size: 0.8rem; color: var(--fanshop-muted); text-transform: uppercase; }
.name { font-weight: 600; }
.price { margin: 0; display: flex; flex-wrap: wrap; align-items: baseline; gap: 0.4rem; }
.price .now { font-weight: 700; font-size: 1.05rem; }
.price.discounted .now { color: var(--fanshop-red); }
.price s { color: var(--fanshop-muted); font-size: 0.85rem; }
.badge { background: var(--fanshop-red); color: #fff; font-size: 0.8rem; font-weight: 700; padding: 0.1rem 0.35rem; }
button { font: inherit; cursor: pointer; border-radius: 0; }
button:focus-visible, a:focus-visible, input:focus-visible + span { outline: 3px solid var(--fanshop-red); outline-offset: 2px; }
button.primary { background: var(--fanshop-red); color: #fff; border: 2px solid var(--fanshop-red); padding: 0.45rem 0.7rem; font-weight: 600; }
button.primary:hover { background: var(--fanshop-red-dark); border-color: var(--fanshop-red-dark); }
button.primary[disabled] { opacity: 0.6; cursor: progress; }
button.secondary { background: #fff; color: var(--fanshop-red); border: 2px solid var(--fanshop-red); padding: 0.4rem 0.6rem; }
button.heart { position: absolute; top: 0.5rem; right: 0.5rem; width: 2.5rem; height: 2.5rem; border: 1px solid #ddd; background: #fff; color: var(--fanshop-red); display: grid; place-items: center; border-radius: 50%; }
button.heart svg { width: 1.3rem; height: 1.3rem; fill: none; stroke: currentColor; stroke-width: 2; }
button.heart[aria-pressed='true'] svg { fill: currentColor; }
button.heart[aria-busy='true'] { opacity: 0.6; }
fieldset { border: 1px solid #ddd; margin: 0; padding: 0.4rem 0.5rem 0.5rem; }
legend { font-size: 0.85rem; padding: 0 0.2rem; }
.sizes { display: flex; flex-wrap: wrap; gap: 0.3rem; }
.sizes label { position: relative; }
.sizes input { position: absolute; opacity: 0; width: 100%; height: 100%; margin: 0; cursor: pointer; }
.sizes span { display: inline-block; min-width: 2.4rem; text-align: center; padding: 0.3rem 0.45rem; border: 1px solid var(--fanshop-ink); }
.sizes input:checked + span { background: var(--fanshop-red); border-color: var(--fanshop-red); color: #fff; }
.sizes input:disabled + span { color: #767676; border-color: #ccc; text-decoration: line-through; cursor: not-allowed; }
.actions { display: flex; gap: 0.4rem; flex-wrap: wrap; margin-top: 0.4rem; }
.status { margin: 0; font-size: 0.9rem; }
.error { color: var(--fanshop-red-dark); }
.live { margin: 0.75rem 0 0; min-height: 1.4em; font-weight: 600; }
.live a { margin-left: 0.4rem; color: var(--fanshop-red); }
.more { display: inline-block; margin-top: 0.75rem; color: var(--fanshop-red); font-weight: 600; }
.sr-only { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
@media (prefers-reduced-motion: no-preference) { button, a { transition: background-color 0.15s, color 0.15s; } }
`;
