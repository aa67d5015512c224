import { describe, expect, it, vi } from 'vitest';
import {
  DELIVERY_PRICE,
  DELIVERY_WORKING_DAYS,
  FREE_DELIVERY_THRESHOLD as FREE_DELIVERY_FROM,
  formatRoundPrice,
} from '@fanshop/core/pricing';
import type * as Pricing from '@fanshop/core/pricing';
import { DEFAULT_CONFIG } from '../../config';
import { COLLECT_STORES } from '../../checkout/stores';
import { PAYMENT_METHODS } from '@fanshop/core/account';
import { FAQ_TOPICS } from './faq-data';

/** Every answer of the FAQ in one language, keyed by its English question. */
function answers(language: 0 | 1): Map<string, string> {
  return new Map(
    FAQ_TOPICS.flatMap((topic) => topic.entries.map((entry) => [entry.q[0], entry.a[language]])),
  );
}

const en = answers(0);
const de = answers(1);

/** A price as the FAQ writes it: as the shop writes prices, `€4.90` and `€50`, `€ 4,90` in German. */
function written(cents: number, language: 'en' | 'de'): string {
  return formatRoundPrice(cents, language === 'de' ? 'de-AT' : 'en-US');
}

/** Every euro amount written in a text. */
function amounts(text: string): string[] {
  return text.match(/€[\s\u00a0]?\d+(?:[.,]\d{2})?/g) ?? [];
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
    expect(shipping[0]).toContain(`costs ${written(DELIVERY_PRICE, 'en')} per order`);
    expect(shipping[0]).toContain(`free from ${written(FREE_DELIVERY_FROM, 'en')} of goods`);
    expect(shipping[1]).toContain(`kostet ${written(DELIVERY_PRICE, 'de')} pro Bestellung`);
    expect(shipping[1]).toContain(`ab ${written(FREE_DELIVERY_FROM, 'de')} Warenwert`);
  });

  it('when it names an amount, then it is one of core’s, written as the shop writes prices', () => {
    for (const [language, texts] of [
      ['en', en],
      ['de', de],
    ] as const) {
      const core = [written(DELIVERY_PRICE, language), written(FREE_DELIVERY_FROM, language)];
      for (const answer of texts.values())
        for (const amount of amounts(answer)) expect(core).toContain(amount);
    }
  });

  it('when core’s delivery price or free-delivery threshold change, then the answers change with them', async () => {
    const changed = { DELIVERY_PRICE: 595, FREE_DELIVERY_THRESHOLD: 7_500 };
    vi.resetModules();
    vi.doMock('@fanshop/core/pricing', async (importOriginal) => ({
      ...(await importOriginal<typeof Pricing>()),
      ...changed,
    }));
    try {
      const { FAQ_TOPICS: topics } = await import('./faq-data');
      const shipping = topics
        .flatMap((topic) => topic.entries)
        .find((e) => e.q[0] === 'How much is shipping?');
      expect(amounts(shipping?.a[0] ?? '')).toEqual(['€5.95', '€75']);
      expect(amounts(shipping?.a[1] ?? '')).toEqual(['€\u00a05,95', '€\u00a075']);
    } finally {
      vi.doUnmock('@fanshop/core/pricing');
      vi.resetModules();
    }
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
