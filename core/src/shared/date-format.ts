import type { Language } from './language.js';
import { shopWallClock } from './shop-time.js';

/**
 * Dates for display, written by hand as prices and counts are (`formatPrice`, `formatInteger`): the
 * server's HTML and the browser's hydration must write the same text whatever ICU each has, and a
 * browser's first `Intl` date format loads ICU's calendar data, a long task on a slow phone while a
 * product or home page hydrates. The names and patterns are ICU's for these two languages today
 * (CLDR 48), held equal to them by the tests.
 */

interface DateNames {
  readonly months: readonly string[];
  readonly monthsShort: readonly string[];
  /** Sunday first, as `Date#getUTCDay` counts. */
  readonly weekdaysShort: readonly string[];
}

const NAMES: Readonly<Record<Language, DateNames>> = {
  'en-US': {
    months: [
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ],
    monthsShort: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
    weekdaysShort: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
  },
  // Austrian German: Jänner, not Januar.
  'de-AT': {
    months: [
      'Jänner',
      'Februar',
      'März',
      'April',
      'Mai',
      'Juni',
      'Juli',
      'August',
      'September',
      'Oktober',
      'November',
      'Dezember',
    ],
    monthsShort: [
      'Jän.',
      'Feb.',
      'März',
      'Apr.',
      'Mai',
      'Juni',
      'Juli',
      'Aug.',
      'Sep.',
      'Okt.',
      'Nov.',
      'Dez.',
    ],
    weekdaysShort: ['So.', 'Mo.', 'Di.', 'Mi.', 'Do.', 'Fr.', 'Sa.'],
  },
};

/**
 * A day as the shop writes it in a delivery estimate: `Thu, Nov 26` in en-US, `Do., 26. Nov.` in
 * de-AT. `day` is a calendar day held as UTC (`deliveryWindow`'s dates).
 */
export function formatShortDay(day: Date, language: Language): string {
  const names = NAMES[language];
  const weekday = names.weekdaysShort[day.getUTCDay()];
  const month = names.monthsShort[day.getUTCMonth()];
  const date = day.getUTCDate();
  return language === 'de-AT' ? `${weekday}, ${date}. ${month}` : `${weekday}, ${month} ${date}`;
}

/**
 * The day of an instant in the shop's time zone, written out: `November 26, 2026` in en-US,
 * `26. November 2026` in de-AT (a publication or order date).
 */
export function formatLongDate(instant: number, language: Language): string {
  const local = shopWallClock(instant);
  const month = NAMES[language].months[local.getUTCMonth()];
  const date = local.getUTCDate();
  const year = local.getUTCFullYear();
  return language === 'de-AT' ? `${date}. ${month} ${year}` : `${month} ${date}, ${year}`;
}
