import type { Cents } from './money.js';

/** Austria's standard VAT rate in percent: clothing, fan goods and delivery all carry it. */
export const STANDARD_VAT_RATE = 20;

/** One amount a price includes VAT on, at its rate in percent. */
export interface GrossAmount {
  readonly gross: Cents;
  readonly rate?: number;
}

/** The VAT one rate contributes to a total. */
export interface VatShare {
  readonly rate: number;
  /** The gross amounts at this rate, added up. */
  readonly gross: Cents;
  /** The VAT they contain. */
  readonly vat: Cents;
  /** What they cost without VAT. */
  readonly net: Cents;
}

/** The VAT a gross amount contains at `rate` percent, to the cent (half a cent rounds up). */
export function vatContained(gross: Cents, rate: number = STANDARD_VAT_RATE): Cents {
  return Math.round((gross * rate) / (100 + rate));
}

/**
 * The VAT a total contains, per rate (prices in the shop include VAT): the amounts at each rate are added
 * up first and the VAT taken from that sum, as an invoice states it. Highest rate first; a rate whose
 * amounts come to nothing is left out.
 */
export function vatByRate(amounts: readonly GrossAmount[]): readonly VatShare[] {
  const byRate = new Map<number, Cents>();
  for (const { gross, rate = STANDARD_VAT_RATE } of amounts)
    byRate.set(rate, (byRate.get(rate) ?? 0) + gross);
  return [...byRate]
    .filter(([, gross]) => gross !== 0)
    .sort(([a], [b]) => b - a)
    .map(([rate, gross]) => {
      const vat = vatContained(gross, rate);
      return { rate, gross, vat, net: gross - vat };
    });
}
