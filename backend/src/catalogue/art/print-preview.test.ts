import { describe, expect, it } from 'vitest';
import { createCatalogue } from '../catalogue';
import { lettering, letteringWidth } from './lettering';
import { JERSEY_PRINT } from '../product/print-offer';
import { seededDatabase } from '../testing/catalogue-fixture';

/** The product page's live preview (issue 36): the back of a printable shirt with the shopper's print. */

const catalogue = createCatalogue(seededDatabase(600, 7));

/** A product of the seeded catalogue whose answer offers a print, and one whose answer does not. */
function products(): { printable: number; plain: number } {
  let printable = 0;
  let plain = 0;
  for (let id = 1; id <= 600 && (!printable || !plain); id++) {
    const detail = catalogue.product(`/p/x-${id}/`, 'en', 'vk');
    if (!detail) continue;
    if (detail.personalisation && !printable) printable = id;
    if (!detail.personalisation && !plain) plain = id;
  }
  return { printable, plain };
}

describe('given the back of a printable shirt', () => {
  const { printable, plain } = products();

  it('the product answer offers the reference print with a preview, and other products none', () => {
    const detail = catalogue.product(`/p/x-${printable}/`, 'de', 'vk')!;
    expect(detail.personalisation).toEqual({
      name: { ...JERSEY_PRINT.name, priceFormatted: '€\u00a010,00' },
      number: { ...JERSEY_PRINT.number, priceFormatted: '€\u00a08,00' },
      preview: `/images/products/${printable}-2.svg`,
    });
    expect(catalogue.product(`/p/x-${plain}/`, 'en', 'vk')).not.toHaveProperty('personalisation');
  });

  it('when asked for a print, then the back draws exactly it; blank parts are blank', () => {
    const file = `${printable}-2.svg`;
    const nameStyle = { size: 15, weight: 0.15, tracking: 0.22, width: 0.9 };
    const alaba = lettering('ALABA', 200 - letteringWidth('ALABA', nameStyle) / 2, 112, nameStyle);
    const printed = catalogue.productImage(file, undefined, { name: 'alaba', number: '8' })!;
    expect(printed).toContain(alaba);
    expect(printed).not.toBe(catalogue.productImage(file));

    const empty = catalogue.productImage(file, undefined, { name: '', number: '' })!;
    expect(empty).not.toContain(alaba);
    expect(empty).not.toBe(catalogue.productImage(file));
  });

  it('when asked for a print it cannot take, or on another view or product, then the picture is as always', () => {
    const file = `${printable}-2.svg`;
    expect(catalogue.productImage(file, undefined, { name: 'R2D2', number: '8' })).toBe(
      catalogue.productImage(file),
    );
    expect(catalogue.productImage(`${printable}.svg`, undefined, { name: 'ALABA' })).toBe(
      catalogue.productImage(`${printable}.svg`),
    );
    expect(catalogue.productImage(`${plain}-2.svg`, undefined, { name: 'ALABA' })).toBe(
      catalogue.productImage(`${plain}-2.svg`),
    );
  });
});
