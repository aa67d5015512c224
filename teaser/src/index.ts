import { FanshopTeaser } from './teaser-element';

export { FanshopTeaser, DEFAULT_LIMIT, MAX_LIMIT } from './teaser-element';
export { createTeaserShop, type TeaserShop, type TeaserSettings, type TeaserGateways } from './wiring';

/** The tag a news site writes: `<fanshop-teaser category="/jerseys/" limit="4" lang="de">`. */
export const TEASER_TAG = 'fanshop-teaser';

// Including the script defines the element once, even when a page includes it twice.
if (!customElements.get(TEASER_TAG)) customElements.define(TEASER_TAG, FanshopTeaser);
