import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { STANDARD_VAT_RATE, vatByRate, vatContained } from './vat.js';

const amount = fc.record({
  gross: fc.integer({ min: 0, max: 1_000_000 }),
  rate: fc.constantFrom(20, 13, 10),
});

describe('VAT contained in prices', () => {
  it('given a gross amount, then net and VAT add up to it, and the VAT is the rate of the net to half a cent', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.constantFrom(20, 13, 10), (gross, rate) => {
        const vat = vatContained(gross, rate);
        const net = gross - vat;
        expect(vat).toBeGreaterThanOrEqual(0);
        // Half a cent of rounding on the VAT is worth (1 + rate) half cents measured against the net.
        expect(Math.abs(vat - (net * rate) / 100)).toBeLessThanOrEqual(0.5 * (1 + rate / 100) + 1e-9);
      }),
    );
  });

  it('given amounts at several rates, then each rate is listed once with its sum, and the shares add up to the total', () => {
    fc.assert(
      fc.property(fc.array(amount, { maxLength: 12 }), (amounts) => {
        const shares = vatByRate(amounts);
        const rates = shares.map((s) => s.rate);
        expect(new Set(rates).size).toBe(rates.length);
        expect([...rates].sort((a, b) => b - a)).toEqual(rates);
        const total = amounts.reduce((sum, a) => sum + a.gross, 0);
        expect(shares.reduce((sum, s) => sum + s.gross, 0)).toBe(total);
        for (const s of shares) expect(s.net + s.vat).toBe(s.gross);
      }),
    );
  });

  it('given a €24.85 order in Austria, then it contains €4.14 VAT at 20 %', () => {
    expect(STANDARD_VAT_RATE).toBe(20);
    expect(vatByRate([{ gross: 1995 }, { gross: 490 }])).toEqual([
      { rate: 20, gross: 2485, vat: 414, net: 2071 },
    ]);
  });
});
