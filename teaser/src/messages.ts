import { DEFAULT_LANGUAGE, type Language } from '@fanshop/core/shared';
import type { CartAddError } from '@fanshop/core/cart';

/** Every text the teaser shows, in the shop's two languages. `{name}` and friends are filled in. */
const EN_US = {
  heading: 'From the fan shop',
  loading: 'Loading the fan shop’s products…',
  loadFailed: 'The fan shop’s products could not be loaded.',
  retry: 'Try again',
  empty: 'No products here at the moment.',
  toShop: 'All products in the fan shop',
  price: 'Price',
  insteadOf: 'instead of',
  discount: '−{percent} %',
  discountLabel: '{percent} percent off',
  heart: 'Wishlist: {name}',
  opener: 'Add to cart',
  openerFor: ': {name}',
  sizes: 'Size of {name}',
  soldOutSize: '{size} (sold out)',
  loadingSizes: 'Loading the sizes…',
  sizesFailed: 'The sizes could not be loaded.',
  soldOut: 'Sold out',
  addSize: 'Add size {size}',
  chooseFirst: 'Choose a size',
  adding: 'Adding…',
  cancel: 'Cancel',
  added: '{name} in size {size} is in your cart.',
  'add.out-of-stock': 'Size {size} of {name} is sold out.',
  'add.stock-limit': 'There are no more of {name} in size {size}.',
  'add.cart-full': 'Your cart is full.',
  'add.failed': '{name} could not be added to the cart. Please try again.',
  'wishlist.added': '{name} is on your wishlist.',
  'wishlist.removed': '{name} is off your wishlist.',
  'wishlist.locked': 'One moment please: your wishlist is still being changed.',
  'wishlist.failed': 'Your wishlist could not be changed. Please try again.',
  toCart: 'Go to the cart',
  toWishlist: 'Go to the wishlist',
} as const;

/** The name of a text. */
export type MessageKey = keyof typeof EN_US;

const DE_AT: Record<MessageKey, string> = {
  heading: 'Aus dem Fanshop',
  loading: 'Die Produkte des Fanshops werden geladen …',
  loadFailed: 'Die Produkte des Fanshops konnten nicht geladen werden.',
  retry: 'Erneut versuchen',
  empty: 'Hier gibt es gerade keine Produkte.',
  toShop: 'Alle Produkte im Fanshop',
  price: 'Preis',
  insteadOf: 'statt',
  discount: '−{percent} %',
  discountLabel: '{percent} Prozent günstiger',
  heart: 'Merkliste: {name}',
  opener: 'In den Warenkorb',
  openerFor: ': {name}',
  sizes: 'Größe von {name}',
  soldOutSize: '{size} (ausverkauft)',
  loadingSizes: 'Die Größen werden geladen …',
  sizesFailed: 'Die Größen konnten nicht geladen werden.',
  soldOut: 'Ausverkauft',
  addSize: 'Größe {size} hinzufügen',
  chooseFirst: 'Größe wählen',
  adding: 'Wird hinzugefügt …',
  cancel: 'Abbrechen',
  added: '{name} in Größe {size} liegt in deinem Warenkorb.',
  'add.out-of-stock': 'Größe {size} von {name} ist ausverkauft.',
  'add.stock-limit': 'Von {name} in Größe {size} gibt es keine weiteren.',
  'add.cart-full': 'Dein Warenkorb ist voll.',
  'add.failed': '{name} konnte nicht in den Warenkorb gelegt werden. Bitte versuche es erneut.',
  'wishlist.added': '{name} steht auf deiner Merkliste.',
  'wishlist.removed': '{name} steht nicht mehr auf deiner Merkliste.',
  'wishlist.locked': 'Einen Moment bitte: deine Merkliste wird gerade geändert.',
  'wishlist.failed': 'Deine Merkliste konnte nicht geändert werden. Bitte versuche es erneut.',
  toCart: 'Zum Warenkorb',
  toWishlist: 'Zur Merkliste',
};

const MESSAGES: Readonly<Record<Language, Readonly<Record<MessageKey, string>>>> = {
  'en-US': EN_US,
  'de-AT': DE_AT,
};

/** The names of all texts (both tables have each: the German one is typed by the English keys). */
export const MESSAGE_KEYS = Object.keys(EN_US) as readonly MessageKey[];

/** The key of the text telling why an add to the cart failed. */
export function addErrorKey(reason: CartAddError): MessageKey {
  return `add.${reason}`;
}

/** A text in a language, with its `{placeholders}` filled in. */
export function message(
  language: Language,
  key: MessageKey,
  values: Readonly<Record<string, string | number>> = {},
): string {
  const template = MESSAGES[language][key];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/**
 * The teaser's language from its `lang` attribute: German for `de` and `de-*`, otherwise the shop's
 * default (en-US), as the storefront has only these two.
 */
export function teaserLanguage(lang: string | null): Language {
  return lang !== null && /^de(-|$)/i.test(lang.trim()) ? 'de-AT' : DEFAULT_LANGUAGE;
}
