import { describe, expect, it } from 'vitest';
import {
  DELIVERY_PRICE,
  DELIVERY_WORKING_DAYS,
  FREE_DELIVERY_THRESHOLD as FREE_DELIVERY_FROM,
  formatPrice,
} from '@fanshop/core/pricing';
import { DEFAULT_CONFIG } from '../../config';
import { COLLECT_STORES } from '../../checkout/stores';
import { PAYMENT_METHODS } from '@fanshop/core/account';
import { FAQ_TOPICS } from './content-data';

/** Every answer of the FAQ in one language, keyed by its English question. */
function answers(language: 0 | 1): Map<string, string> {
  return new Map(
    FAQ_TOPICS.flatMap((topic) => topic.entries.map((entry) => [entry.q[0], entry.a[language]])),
  );
}

const en = answers(0);
const de = answers(1);

/** A price as the FAQ writes it: `€ 4.90` in English, `€ 4,90` in German (whole euros without cents). */
function written(cents: number, language: 'en' | 'de'): string {
  const euros = cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
  return `€ ${language === 'de' ? euros.replace('.', ',') : euros}`;
}

describe('given the FAQ the shop is seeded with', () => {
  it('when a shopper reads an answer, then it is a real answer: several sentences, in English and German alike', () => {
    for (const topic of FAQ_TOPICS) {
      for (const { q, a } of topic.entries) {
        for (const answer of a) {
          const sentences = answer.split(/(?<=[.!?])\s+/).filter((part) => part.trim() !== '');
          expect(sentences.length, q[0]).toBeGreaterThanOrEqual(3);
          expect(answer.length, q[0]).toBeGreaterThan(200);
        }
        // The same answer in both languages: as many paragraphs in each.
        expect(a[0].split('\n\n').length, q[0]).toBe(a[1].split('\n\n').length);
      }
    }
  });

  it('when it names the delivery price and the free-delivery threshold, then they are what the checkout charges', () => {
    const shipping = [en.get('How much is shipping?') ?? '', de.get('How much is shipping?') ?? ''];
    expect(shipping[0]).toContain(written(DELIVERY_PRICE, 'en'));
    expect(shipping[0]).toContain(written(FREE_DELIVERY_FROM, 'en'));
    expect(shipping[1]).toContain(written(DELIVERY_PRICE, 'de'));
    expect(shipping[1]).toContain(written(FREE_DELIVERY_FROM, 'de'));
    // The storefront writes the same amount.
    expect(formatPrice(DELIVERY_PRICE, 'en-US').replace(/\s/g, '')).toBe(
      written(DELIVERY_PRICE, 'en').replace(/\s/g, ''),
    );
  });

  it('when it names the delivery time, then it is the one the product pages estimate', () => {
    const { min, max } = DELIVERY_WORKING_DAYS;
    expect(en.get('How long does delivery take?')).toContain(`${min} to ${max} working days`);
    expect(de.get('How long does delivery take?')).toContain(`${min} bis ${max} Werktage`);
  });

  it('when it names the stores to collect from, then the checkout offers each of them', () => {
    const collect = en.get('Can I collect my order at the stadium?') ?? '';
    for (const place of ['Ernst-Happel-Stadion', 'Graz', 'Salzburg']) {
      expect(collect).toContain(place);
      expect(COLLECT_STORES.some((store) => store.name.includes(place))).toBe(true);
    }
  });

  it('when it names the ways to pay, then the checkout offers exactly those', () => {
    expect([...PAYMENT_METHODS].sort()).toEqual(['card', 'collect', 'eps', 'invoice', 'paypal']);
    const pay = en.get('How can I pay?') ?? '';
    for (const name of ['credit card', 'PayPal', 'eps', 'invoice', 'on collection'])
      expect(pay).toContain(name);
  });

  it('when it says how long the mail links work, then that is how long the API keeps them', () => {
    expect(DEFAULT_CONFIG.resetTtlMs).toBe(60 * 60 * 1000);
    expect(en.get('I forgot my password.')).toContain('one hour');
    expect(de.get('I forgot my password.')).toContain('eine Stunde');
    expect(DEFAULT_CONFIG.doiTtlMs).toBe(7 * 24 * 60 * 60 * 1000);
    expect(en.get('Why confirm my email?')).toContain('7 days');
    expect(de.get('Why confirm my email?')).toContain('7 Tage');
  });
});
