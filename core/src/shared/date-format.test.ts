import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { LANGUAGES } from './language.js';
import { formatLongDate, formatShortDay } from './date-format.js';
import { shopTimeOffsetMs } from './shop-time.js';

/** ICU's formats (CLDR 48, as Node ships it), which the shop's hand-written ones must equal. */
const icuShortDay = Object.fromEntries(
  LANGUAGES.map((l) => [
    l,
    new Intl.DateTimeFormat(l, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }),
  ]),
);
const icuLongDate = Object.fromEntries(
  LANGUAGES.map((l) => [l, new Intl.DateTimeFormat(l, { dateStyle: 'long', timeZone: 'Europe/Vienna' })]),
);
const icuViennaHour = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  hourCycle: 'h23',
  timeZone: 'Europe/Vienna',
});

/** Instants from 1996, when the EU's summer-time rule began, to the end of 2099. */
const instant = fc.integer({ min: Date.UTC(1996, 0, 1), max: Date.UTC(2099, 11, 31, 23, 59) });
const language = fc.constantFrom(...LANGUAGES);

describe('formatShortDay', () => {
  it.each([
    ['en-US', 'Thu, Nov 26'],
    ['de-AT', 'Do., 26. Nov.'],
  ] as const)('given 26 November 2026 in %s, then it reads %j', (lang, text) => {
    expect(formatShortDay(new Date(Date.UTC(2026, 10, 26, 12)), lang)).toBe(text);
  });

  it('given any day, then it is what ICU writes, in both languages (Jän. in Austria)', () => {
    fc.assert(
      fc.property(instant, language, (at, lang) => {
        const day = new Date(at);
        expect(formatShortDay(day, lang)).toBe(icuShortDay[lang]!.format(day));
      }),
    );
  });
});

describe('formatLongDate', () => {
  it.each([
    ['en-US', 'January 5, 2026'],
    ['de-AT', '5. Jänner 2026'],
  ] as const)('given 5 January 2026 in %s, then it reads %j', (lang, text) => {
    expect(formatLongDate(Date.UTC(2026, 0, 5, 9), lang)).toBe(text);
  });

  it('given an instant late on New Year’s Eve in UTC, then it is already the new year in Vienna', () => {
    expect(formatLongDate(Date.UTC(2026, 11, 31, 23, 30), 'en-US')).toBe('January 1, 2027');
  });

  it('given any instant, then it is the day ICU writes in Vienna, in both languages', () => {
    fc.assert(
      fc.property(instant, language, (at, lang) => {
        expect(formatLongDate(at, lang)).toBe(icuLongDate[lang]!.format(at));
      }),
    );
  });
});

describe('month names', () => {
  it.each(LANGUAGES)('given the 15th of every month in %s, then both formats name it as ICU does', (lang) => {
    for (let month = 0; month < 12; month++) {
      const at = Date.UTC(2026, month, 15, 12);
      expect(formatLongDate(at, lang)).toBe(icuLongDate[lang]!.format(at));
      expect(formatShortDay(new Date(at), lang)).toBe(icuShortDay[lang]!.format(new Date(at)));
    }
  });
});

describe('shopTimeOffsetMs', () => {
  it('given any instant, then UTC plus the offset is the hour ICU gives for Vienna', () => {
    fc.assert(
      fc.property(instant, (at) => {
        const hour = new Date(at + shopTimeOffsetMs(at)).getUTCHours();
        expect(String(hour).padStart(2, '0')).toBe(icuViennaHour.format(at));
      }),
    );
  });

  it.each([
    [Date.UTC(2026, 2, 29, 0, 59), 1],
    [Date.UTC(2026, 2, 29, 1, 0), 2],
    [Date.UTC(2026, 9, 25, 0, 59), 2],
    [Date.UTC(2026, 9, 25, 1, 0), 1],
  ])('given the clock change at %i, then the offset is %i hours', (at, hours) => {
    expect(shopTimeOffsetMs(at)).toBe(hours * 3_600_000);
  });
});
