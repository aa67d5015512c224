import { FONT_FILES } from './assets';

/**
 * The storefront's design tokens the checkout uses (`ui/src/styles/tokens.css`): colours, spacing,
 * type scale, radii. The checkout is its own server, so it carries a copy; checkout-style.test.ts
 * holds every value equal to the storefront's.
 */
export const CHECKOUT_TOKENS: Readonly<Record<string, string>> = {
  '--color-brand': '#c8102e',
  '--color-brand-dark': '#9e0b23',
  '--color-brand-tint': '#fbe9ec',
  '--color-ink': '#1a1a1a',
  '--color-ink-soft': '#4a4a4a',
  '--color-muted': '#6b6b6b',
  '--color-line': '#e3e3e3',
  '--color-surface': '#ffffff',
  '--color-surface-alt': '#f5f5f4',
  '--color-success': '#1e7b34',
  '--color-danger': '#b00020',
  '--color-focus': '#1a5fd6',
  '--space-1': '0.25rem',
  '--space-2': '0.5rem',
  '--space-3': '0.75rem',
  '--space-4': '1rem',
  '--space-5': '1.5rem',
  '--space-6': '2rem',
  '--space-7': '3rem',
  '--space-8': '4rem',
  '--font-sans':
    "'Source Sans 3', 'Source Sans 3 Fallback', 'Source Sans 3 Fallback DejaVu', system-ui, sans-serif",
  '--font-display':
    "'Barlow Condensed', 'Barlow Condensed Fallback', 'Barlow Condensed Fallback DejaVu', 'Arial Narrow', sans-serif",
  '--text-xs': '0.75rem',
  '--text-sm': '0.875rem',
  '--text-md': '1rem',
  '--text-lg': '1.125rem',
  '--text-xl': '1.375rem',
  '--text-2xl': '1.75rem',
  '--text-3xl': '2.25rem',
  '--radius-sm': '4px',
  '--radius-md': '8px',
  '--radius-lg': '14px',
  '--content-width': '1280px',
};

const LATIN =
  'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD';

/**
 * The storefront's typefaces (`ui/src/styles/fonts.css`): the same woff2 files of the @fontsource
 * packages, served by the checkout itself (`/fonts/…`, CSP `font-src 'self'`), and the same
 * metric-matched fallbacks, so nothing moves when the fonts arrive.
 */
export const FONT_FACES = `
@font-face{font-family:'Source Sans 3';font-style:normal;font-display:swap;font-weight:200 900;src:url('/fonts/${FONT_FILES.text.file}') format('woff2-variations');unicode-range:${LATIN}}
@font-face{font-family:'Barlow Condensed';font-style:normal;font-display:swap;font-weight:700;src:url('/fonts/${FONT_FILES.display.file}') format('woff2');unicode-range:${LATIN}}
@font-face{font-family:'Source Sans 3 Fallback';src:local('Arial'),local('ArialMT'),local('Liberation Sans'),local('Arimo');size-adjust:89.28%;ascent-override:114.7%;descent-override:44.8%;line-gap-override:0%}
@font-face{font-family:'Source Sans 3 Fallback DejaVu';src:local('DejaVu Sans'),local('DejaVuSans');size-adjust:78.3%;ascent-override:130.78%;descent-override:51.09%;line-gap-override:0%}
@font-face{font-family:'Barlow Condensed Fallback';font-weight:700;src:local('Arial Bold'),local('Arial-BoldMT'),local('Liberation Sans Bold'),local('Arimo Bold');size-adjust:76.04%;ascent-override:131.5%;descent-override:26.3%;line-gap-override:0%}
@font-face{font-family:'Barlow Condensed Fallback DejaVu';font-weight:700;src:local('DejaVu Sans Bold'),local('DejaVuSans-Bold');size-adjust:63.56%;ascent-override:157.32%;descent-override:31.46%;line-gap-override:0%}
`;

const FLAG =
  'linear-gradient(180deg,var(--color-brand) 0 33.3%,#fff 33.3% 66.6%,var(--color-brand) 66.6% 100%)';

/**
 * The checkout host's stylesheet, served as /checkout.css (no inline styles, so the CSP stays
 * strict): the storefront's tokens, type, logo, buttons and form fields, a reduced header and footer.
 * Which part of the form shows follows the chosen radio by `:has()`, without scripts; a browser
 * without `:has()` shows every part, and the server reads only the chosen one.
 */
export const CHECKOUT_CSS = `${FONT_FACES}
:root{${Object.entries(CHECKOUT_TOKENS)
  .map(([name, value]) => `${name}:${value}`)
  .join(';')}}
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%;text-size-adjust:100%}
body{margin:0;font-family:var(--font-sans);font-size:var(--text-md);line-height:1.5;color:var(--color-ink);background:var(--color-surface);display:flex;flex-direction:column;min-height:100vh}
img{display:block;max-width:100%}
a{color:inherit}
button,input,select{font:inherit;color:inherit}
h1,h2,h3{font-family:var(--font-display);font-weight:700;letter-spacing:.01em;line-height:1.2;margin:0 0 var(--space-4)}
h1{font-size:var(--text-2xl)}
h2{font-size:var(--text-xl)}
h3{font-size:var(--text-lg)}
p{margin:0 0 var(--space-3)}
:focus-visible{outline:3px solid var(--color-focus);outline-offset:2px}
main:focus{outline:none}
.skip-link{position:absolute;left:var(--space-2);top:-100px;z-index:100;padding:var(--space-2) var(--space-4);background:var(--color-ink);color:#fff;border-radius:var(--radius-sm)}
.skip-link:focus{top:var(--space-2)}
.visually-hidden{position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}
.container{width:100%;max-width:var(--content-width);margin:0 auto;padding:0 var(--space-4)}
@media (min-width:993px){.container{padding:0 var(--space-6)}h1{font-size:var(--text-3xl)}}

/* Header: the storefront's top bar and logo, without search, menus and icons */
.co-topbar{background:var(--color-ink);color:#fff;font-size:var(--text-xs)}
.co-topbar__inner{display:flex;align-items:center;justify-content:space-between;gap:var(--space-4);min-height:34px}
.co-topbar__secure{display:inline-flex;align-items:center;gap:var(--space-2);margin:0;font-weight:600}
.co-topbar__secure svg{flex:none;width:14px;height:14px;fill:none;stroke:currentColor;stroke-width:2;stroke-linecap:round;stroke-linejoin:round}
.co-topbar a{display:inline-flex;align-items:center;min-height:34px;font-weight:700;text-decoration:none}
.co-topbar a:focus-visible{outline-color:#fff;outline-offset:-2px}
.co-header{background:var(--color-surface);box-shadow:0 1px 0 var(--color-line)}
.co-header__inner{display:flex;align-items:center;justify-content:space-between;gap:var(--space-4);padding-top:var(--space-3);padding-bottom:var(--space-3)}
.co-logo{display:inline-flex;align-items:center;gap:var(--space-2);min-height:44px;min-width:0;color:var(--color-ink);text-decoration:none;border-radius:var(--radius-sm)}
.co-logo__mark{flex-shrink:0;width:30px;height:34px;border-radius:4px 4px 15px 15px;background:${FLAG};box-shadow:inset 0 0 0 2px var(--color-brand)}
.co-logo__text{max-width:9.5em;font-size:var(--text-sm);font-weight:900;line-height:1.05;letter-spacing:-.01em;text-transform:uppercase}
.co-header__back{font-size:var(--text-sm);font-weight:600;color:var(--color-ink-soft);text-decoration:underline;text-underline-offset:3px}
@media (min-width:577px){.co-logo__text{max-width:none;font-size:var(--text-lg);white-space:nowrap}}

/* Steps */
.co-steps{display:flex;gap:var(--space-2);margin:0 0 var(--space-5);padding:0;list-style:none;counter-reset:step;font-size:var(--text-sm)}
.co-steps li{display:flex;align-items:center;gap:var(--space-2);color:var(--color-muted);counter-increment:step}
.co-steps li::before{content:counter(step);display:inline-grid;place-items:center;flex:none;width:1.6rem;height:1.6rem;border:2px solid currentColor;border-radius:50%;font-weight:700;font-size:var(--text-xs)}
.co-steps li+li::after{order:-1;content:'';width:var(--space-4);height:2px;background:var(--color-line)}
.co-steps .is-done{color:var(--color-ink-soft)}
.co-steps .is-done::before{content:'✓';background:var(--color-ink);border-color:var(--color-ink);color:#fff}
.co-steps [aria-current]{color:var(--color-ink);font-weight:700}
.co-steps [aria-current]::before{background:var(--color-brand);border-color:var(--color-brand);color:#fff}
@media (max-width:576px){.co-steps li:not([aria-current]) .co-steps__name{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}}

/* Page */
main{flex:1;padding-block:var(--space-5) var(--space-7)}
.co-layout{display:grid;gap:var(--space-5);align-items:start}
@media (min-width:993px){.co-layout{grid-template-columns:minmax(0,1fr) 24rem;gap:var(--space-6)}.co-summary{position:sticky;top:var(--space-4)}}
.co-stack{display:grid;gap:var(--space-5);min-width:0}
.co-card{padding:var(--space-5) var(--space-4);border:1px solid var(--color-line);border-radius:var(--radius-md);background:#fff}
@media (min-width:577px){.co-card{padding:var(--space-5)}}
.co-card--accent{border-top:4px solid var(--color-brand)}
.co-card h2{margin-bottom:var(--space-3)}
.co-summary{padding:var(--space-5) var(--space-4);border-radius:var(--radius-md);background:var(--color-surface-alt)}
@media (min-width:577px){.co-summary{padding:var(--space-5)}}
.co-summary h2{margin-bottom:var(--space-2)}
.co-muted{color:var(--color-ink-soft);font-size:var(--text-sm)}
.co-muted a{color:var(--color-brand);font-weight:700}
.co-note{margin:var(--space-3) 0 0;color:var(--color-ink-soft);font-size:var(--text-sm)}
.co-next{display:grid;gap:var(--space-3);margin:var(--space-3) 0 0;padding:0;list-style:none;counter-reset:next}
.co-next li{position:relative;padding-left:2.5rem;counter-increment:next}
.co-next li::before{content:counter(next);position:absolute;left:0;top:-.1rem;display:grid;place-items:center;width:1.75rem;height:1.75rem;border-radius:50%;background:var(--color-brand);color:#fff;font-weight:700;font-size:var(--text-sm)}
.co-actions{display:grid;gap:var(--space-3);margin-top:var(--space-5)}
.co-account{margin:var(--space-5) 0 0;padding-top:var(--space-4);border-top:1px solid var(--color-line);font-size:var(--text-sm)}
.co-account p{margin:0 0 var(--space-2)}
.co-account a:not(.button){color:var(--color-brand);font-weight:700}
.co-empty{max-width:36rem}

/* Buttons */
.button{display:inline-flex;align-items:center;justify-content:center;gap:var(--space-2);min-height:44px;padding:var(--space-2) var(--space-5);border:2px solid var(--color-brand);border-radius:var(--radius-sm);background:var(--color-brand);color:#fff;font-weight:700;text-decoration:none;text-align:center;cursor:pointer}
.button--secondary{background:#fff;color:var(--color-ink);border-color:var(--color-ink)}
.button--block{width:100%}
.button--large{min-height:52px;font-size:var(--text-lg)}

/* Lines */
.co-lines{display:grid;margin:0;padding:0;list-style:none;border-top:1px solid var(--color-line)}
.co-line{display:grid;grid-template-columns:64px minmax(0,1fr) auto;gap:var(--space-1) var(--space-3);align-items:start;padding:var(--space-4) 0;border-bottom:1px solid var(--color-line)}
.co-line__image{width:64px;height:64px;object-fit:contain;border-radius:var(--radius-sm);background:var(--color-surface-alt)}
.co-summary .co-line__image{background:#fff}
.co-card>.co-lines{border-top:0}
.co-card>.co-lines>.co-line:first-child{padding-top:0}
.co-card>.co-lines>.co-line:last-child{padding-bottom:0;border-bottom:0}
@media (min-width:577px){.co-lines--large .co-line{grid-template-columns:88px minmax(0,1fr) auto}.co-lines--large .co-line__image{width:88px;height:88px}}
.co-line__text p{margin:0}
.co-line__brand{font-size:var(--text-xs);font-weight:700;text-transform:uppercase;letter-spacing:.04em;color:var(--color-muted)}
.co-line__name{font-weight:700;text-decoration:none}
.co-line__meta{display:flex;flex-wrap:wrap;gap:0 var(--space-3);font-size:var(--text-sm);color:var(--color-ink-soft)}
.co-line__print{margin-top:var(--space-1);font-size:var(--text-sm);font-weight:700;letter-spacing:.02em}
.co-line__note{font-size:var(--text-xs);color:var(--color-ink-soft)}
.co-line__warn{font-size:var(--text-sm);font-weight:700;color:var(--color-danger)}
.co-line--unavailable .co-line__image{opacity:.5}
.co-line__price{margin:0;font-family:var(--font-display);font-size:var(--text-lg);font-weight:700;text-align:right;white-space:nowrap}
.co-line__rrp{display:block;font-family:var(--font-sans);font-size:var(--text-sm);font-weight:400;color:var(--color-muted);text-decoration:line-through}
.co-line__controls{display:flex;flex-wrap:wrap;align-items:center;gap:var(--space-2) var(--space-4);margin-top:var(--space-2)}
.co-line__controls form{margin:0}
.co-stepper{display:inline-flex;align-items:center;border:1px solid var(--color-line);border-radius:var(--radius-sm);background:#fff}
.co-stepper__button{display:grid;place-items:center;width:44px;height:44px;padding:0;border:0;background:none;color:var(--color-ink);font:inherit;font-size:var(--text-lg);font-weight:700;cursor:pointer}
.co-stepper__button:hover:not(:disabled){background:var(--color-surface-alt)}
.co-stepper__button:disabled{color:var(--color-line);cursor:not-allowed}
.co-stepper__value{min-width:2.25rem;text-align:center;font-weight:700}
.co-line__remove{min-height:44px;padding:0 var(--space-1);border:0;background:none;color:var(--color-ink-soft);font:inherit;font-size:var(--text-sm);text-decoration:underline;text-underline-offset:.2em;cursor:pointer}
.co-line__remove:hover:not(:disabled){color:var(--color-brand)}
.co-line__remove:disabled{color:var(--color-muted);text-decoration:none;cursor:not-allowed}
.co-lines .co-line--removed{display:flex;flex-wrap:wrap;justify-content:space-between;gap:var(--space-2) var(--space-4);align-items:center;background:var(--color-surface-alt);padding-left:var(--space-3);padding-right:var(--space-3);border-radius:var(--radius-sm)}
.co-line__removed{margin:0;font-weight:700}
.co-line--removed form{margin:0}
.co-free{margin:0 0 var(--space-4);padding:var(--space-3) var(--space-4);border-radius:var(--radius-sm);background:var(--color-surface-alt)}
.co-free__text{margin:0 0 var(--space-2);font-size:var(--text-sm);font-weight:700}
.co-free--done .co-free__text{color:var(--color-success)}
.co-free__bar{display:block;width:100%;height:8px;border:0;border-radius:4px;background:var(--color-line);overflow:hidden;-webkit-appearance:none;appearance:none}
.co-free__bar::-webkit-progress-bar{background:var(--color-line);border-radius:4px}
.co-free__bar::-webkit-progress-value{background:var(--color-brand);border-radius:4px}
.co-free__bar::-moz-progress-bar{background:var(--color-brand);border-radius:4px}
.co-free--done .co-free__bar::-webkit-progress-value{background:var(--color-success)}
.co-free--done .co-free__bar::-moz-progress-bar{background:var(--color-success)}

/* Totals */
.co-totals{display:grid;grid-template-columns:1fr auto;gap:var(--space-2) 0;margin:var(--space-4) 0 0}
.co-totals dt,.co-totals dd{margin:0}
.co-totals>div{display:contents}
.co-totals dd{padding-left:var(--space-4);text-align:right}
.co-totals__total{padding-top:var(--space-2);border-top:2px solid var(--color-ink);font-family:var(--font-display);font-size:var(--text-xl);font-weight:700}
.co-totals__free{color:var(--color-success);font-weight:700}
.co-promise{margin:var(--space-3) 0 0;font-size:var(--text-sm);color:var(--color-ink-soft)}

/* Forms: the storefront's fields and radio cards */
.co-form fieldset{min-width:0;margin:0;padding:0;border:0}
.co-form legend{padding:0;margin-bottom:var(--space-3);font-family:var(--font-display);font-size:var(--text-xl);font-weight:700;line-height:1.2}
.co-fields{display:grid;gap:var(--space-4)}
@media (min-width:577px){.co-fields{grid-template-columns:1fr 1fr}.co-fields--street{grid-template-columns:3fr 1fr}.co-fields--city{grid-template-columns:1fr 2fr}.co-fields__wide{grid-column:1/-1}}
.co-group{display:grid;gap:var(--space-4)}
.field{display:grid;gap:var(--space-1);min-width:0}
.field__label{font-weight:600;font-size:var(--text-sm)}
.field__label--required::after{content:'*' / '';margin-left:.2em;color:var(--color-brand)}
.field__input{width:100%;min-height:48px;padding:var(--space-2) var(--space-3);border:1.5px solid #8a8a8a;border-radius:var(--radius-sm);background:#fff;font-size:var(--text-md)}
.field__input:focus-visible{outline:none;border-color:var(--color-focus);box-shadow:0 0 0 3px rgb(26 95 214 / .3)}
.field--invalid .field__input{border-color:var(--color-danger);background-color:#fffafa}
.field__hint{margin:0;font-size:var(--text-sm);color:var(--color-muted)}
.field__error{display:flex;align-items:flex-start;gap:var(--space-2);margin:0;font-size:var(--text-sm);font-weight:600;color:var(--color-danger)}
.field__error::before{content:'!';display:inline-grid;place-items:center;flex:none;width:1.25rem;height:1.25rem;border-radius:50%;background:var(--color-danger);color:#fff;font-size:.8rem;line-height:1}
.field--checkbox{display:flex;align-items:center;gap:var(--space-3)}
.field__checkbox{flex:none;width:22px;height:22px;margin:11px 0;accent-color:var(--color-brand)}
.choices{display:grid;gap:var(--space-2)}
@media (min-width:577px){.choices--two{grid-template-columns:1fr 1fr}}
.choice{position:relative;display:grid}
.choice__input{position:absolute;top:calc(var(--space-3) + .75rem);left:var(--space-4);width:20px;height:20px;margin:0;transform:translateY(-50%);accent-color:var(--color-brand)}
.choice__label{display:grid;gap:2px;min-height:56px;padding:var(--space-3) var(--space-4) var(--space-3) calc(var(--space-4) + 32px);border:1.5px solid var(--color-line);border-radius:var(--radius-md);background:#fff;cursor:pointer}
.choice__input:checked+.choice__label{border-color:var(--color-brand);background:var(--color-brand-tint)}
.choice__input:focus-visible+.choice__label{outline:3px solid var(--color-focus);outline-offset:2px}
.choice__title{font-weight:700}
.choice__label--marked{grid-template-columns:minmax(0,1fr) auto;column-gap:var(--space-3);align-items:center}
.choice__label--marked .co-mark{grid-column:2;grid-row:1 / span 2;flex:none}
.choice__label--marked .choice__title,.choice__label--marked .choice__hint{grid-column:1}
.choice__hint{font-size:var(--text-sm);color:var(--color-ink-soft)}
.choice--invalid .choice__label{border-color:var(--color-danger)}
.co-alert{margin:0 0 var(--space-5);padding:var(--space-4);border-left:4px solid var(--color-danger);border-radius:var(--radius-sm);background:#fdecee;color:var(--color-ink)}
.co-alert h2{margin:0 0 var(--space-2);font-size:var(--text-lg);color:var(--color-danger)}
.co-alert ul{margin:0;padding-left:var(--space-5)}
.co-alert a{color:var(--color-danger);font-weight:700}
.co-success{margin:0;padding:var(--space-4);border-left:4px solid var(--color-success);border-radius:var(--radius-sm);background:#e8f5eb}
.co-legal{margin:var(--space-4) 0 var(--space-3);font-size:var(--text-sm);color:var(--color-ink-soft)}
.co-legal a{color:var(--color-brand);font-weight:600}

/* Only what was chosen: the address for home delivery, the store for click & collect */
.co-form:has(#delivery-click_and_collect:checked) .co-when-home{display:none}
.co-form:has(#delivery-home:checked) .co-when-collect{display:none}
.co-form:has(#address-new):has(input[name=addressUuid]:checked:not(#address-new)) .co-new-address{display:none}
.co-summary .co-when-collect{display:none}
.co-form:has(#delivery-click_and_collect:checked) .co-summary .co-when-collect{display:contents}

/* Below the two columns: the total and the button stay in view at the foot of the screen */
.co-paybar{position:sticky;bottom:0;z-index:2;display:grid;grid-template-columns:1fr auto;align-items:center;gap:var(--space-1) var(--space-3);margin:0 calc(-1 * var(--space-4));padding:var(--space-3) var(--space-4);border-top:1px solid var(--color-line);background:#fff;box-shadow:0 -4px 12px rgba(0,0,0,.08)}
.co-paybar__total{display:grid;margin:0;font-size:var(--text-sm);color:var(--color-ink-soft)}
.co-paybar__total strong{font-family:var(--font-display);font-size:var(--text-xl);color:var(--color-ink)}
.co-paybar .co-legal{grid-column:1 / -1;margin:0;font-size:var(--text-xs)}
.co-paybar__button{min-height:48px}
@media (max-width:992px){.co-summary__order{display:none}html:has(.co-paybar){scroll-padding-bottom:8.5rem}}

@media (min-width:993px){.co-paybar{display:none}}

/* The payment provider's test page */
.co-pay{display:grid;gap:var(--space-5);max-width:34rem;margin:0 auto}
.co-pay__banner{margin:0;padding:var(--space-3) var(--space-4);border:2px dashed #8a5a00;border-radius:var(--radius-sm);background:#fff4d6;color:var(--color-ink);font-size:var(--text-sm)}
.co-pay__banner strong{display:block;font-size:1rem}
.co-pay__card h1{margin-top:0}
.co-pay__facts{display:grid;gap:var(--space-2);margin:0 0 var(--space-5)}
.co-pay__facts div{display:flex;justify-content:space-between;align-items:center;gap:var(--space-3)}
.co-pay__facts dt{color:var(--color-ink-soft)}
.co-pay__facts dd{margin:0;font-weight:700}
.co-pay__method{display:inline-flex;align-items:center;gap:var(--space-2)}
.co-pay__amount{padding-top:var(--space-3);border-top:2px solid var(--color-ink)}
.co-pay__amount dd{font-family:var(--font-display);font-size:var(--text-xl)}
.co-pay__answers{display:grid;gap:var(--space-3)}
.co-pay__answers form,.co-pay form{margin:0}
.co-pay__cancel{margin-top:var(--space-4);padding:var(--space-2) 0;border:0;background:none;color:var(--color-ink-soft);font:inherit;text-decoration:underline;cursor:pointer}

/* The invoice, on screen and on paper */
.co-invoice{max-width:52rem;margin:0 auto;padding:var(--space-6) var(--space-5);border:1px solid var(--color-line);border-radius:var(--radius-md);background:#fff}
.co-invoice__actions{display:flex;flex-wrap:wrap;align-items:center;gap:var(--space-3);margin-bottom:var(--space-5)}
.co-invoice__actions p{margin:0}
.co-invoice__head{display:grid;gap:var(--space-5);margin-bottom:var(--space-5)}
@media (min-width:577px){.co-invoice__head{grid-template-columns:1fr 1fr}}
.co-invoice__head p{margin:0 0 var(--space-2)}
.co-invoice__label{font-size:var(--text-xs);font-weight:700;text-transform:uppercase;letter-spacing:.06em;color:var(--color-muted)}
.co-invoice__facts{display:flex;flex-wrap:wrap;gap:var(--space-2) var(--space-6);margin:0 0 var(--space-5)}
.co-invoice__facts dt{font-size:var(--text-sm);color:var(--color-muted)}
.co-invoice__facts dd{margin:0;font-weight:700}
.co-invoice__lines{width:100%;border-collapse:collapse;margin-bottom:var(--space-5);font-size:var(--text-sm)}
.co-invoice__lines th,.co-invoice__lines td{padding:var(--space-2) var(--space-2) var(--space-2) 0;border-bottom:1px solid var(--color-line);text-align:left;vertical-align:top}
.co-invoice__lines thead th{font-size:var(--text-xs);text-transform:uppercase;letter-spacing:.04em;color:var(--color-muted)}
.co-invoice__lines tfoot th{font-weight:400;text-align:right}
.co-invoice__lines .co-num{text-align:right;white-space:nowrap;padding-right:0}
.co-invoice__total th,.co-invoice__total td{border-top:2px solid var(--color-ink);border-bottom:0;font-family:var(--font-display);font-size:var(--text-lg);font-weight:700}
@media print{
.co-topbar,.co-header,.co-footer,.co-steps,.skip-link,.co-invoice__actions{display:none!important}
body{background:#fff}
.co-invoice{max-width:none;padding:0;border:0}
a{color:inherit;text-decoration:none}
}

/* Confirmation */
.co-done{display:grid;gap:var(--space-2)}
.co-done h1{margin-bottom:var(--space-2)}
.co-done__mark{display:inline-grid;place-items:center;width:3rem;height:3rem;border-radius:50%;background:var(--color-success);color:#fff;font-size:1.5rem;font-weight:700}
.co-facts{display:grid;gap:var(--space-3);margin:var(--space-3) 0 0}
@media (min-width:577px){.co-facts{grid-template-columns:repeat(3,minmax(0,1fr))}}
.co-facts div{padding:var(--space-3) var(--space-4);border-radius:var(--radius-sm);background:var(--color-surface-alt)}
.co-facts dt{font-size:var(--text-sm);color:var(--color-ink-soft)}
.co-facts dd{margin:0;font-family:var(--font-display);font-size:var(--text-xl);font-weight:700}
.co-details{display:grid;gap:var(--space-4);margin:0}
@media (min-width:577px){.co-details{grid-template-columns:1fr 1fr}}
.co-details dt{font-size:var(--text-sm);font-weight:700;text-transform:uppercase;letter-spacing:.04em;color:var(--color-muted)}
.co-details dd{margin:var(--space-1) 0 0}
.co-links{display:flex;flex-wrap:wrap;gap:var(--space-3);margin-top:var(--space-2)}

/* Hover styles only where there is a pointer that hovers (a touch screen keeps :hover on what was tapped) */
@media (hover:hover){
.button:hover{background:var(--color-brand-dark);border-color:var(--color-brand-dark)}
.button--secondary:hover{background:var(--color-surface-alt);border-color:var(--color-ink)}
.field__input:hover{border-color:var(--color-ink)}
.choice__label:hover{border-color:var(--color-ink-soft)}
.co-topbar a:hover,a.co-line__name:hover{text-decoration:underline;text-underline-offset:3px}
.co-header__back:hover{color:var(--color-ink)}
.co-footer ul a:hover{color:#fff;text-decoration:underline;text-underline-offset:3px}
}

/* Footer: the storefront's, reduced to the legal links */
.co-footer{margin-top:auto;background:var(--color-ink);color:#e8e8e8;font-size:var(--text-sm)}
.co-footer__stripe{height:6px;background:${FLAG}}
.co-footer__inner{display:flex;flex-direction:column;gap:var(--space-4);padding-top:var(--space-5);padding-bottom:var(--space-5)}
.co-footer__name{display:flex;align-items:center;gap:var(--space-3);margin:0;font-size:var(--text-lg);font-weight:800;color:#fff}
.co-footer__mark{flex:none;width:28px;height:28px;border-radius:50%;border:2px solid #fff;background:${FLAG}}
.co-footer__copyright{margin:0;color:#a8a8a8}
.co-footer ul{display:flex;flex-wrap:wrap;gap:0 var(--space-5);margin:0;padding:0;list-style:none}
.co-footer ul a{display:inline-flex;align-items:center;min-height:44px;color:#d6d6d6;text-decoration:none}
.co-footer a:focus-visible{outline-color:#fff}
@media (min-width:993px){.co-footer__inner{flex-direction:row;align-items:center;justify-content:space-between}}
`;
