import { describe, expect, it } from 'vitest';
import { Gender } from '../shared/gender.js';
import { LoadBrands } from './load-brands.js';
import { InMemoryContentGateway } from './testing/in-memory-content-gateway.js';
import { brand, ContentMother } from './testing/content-mother.js';

describe('given the brands page', () => {
  it('when it is loaded, then the brands come sorted by position', async () => {
    const content = new InMemoryContentGateway().withBrands(
      Gender.unknown,
      'en-US',
      ContentMother.brandsInApiOrder(),
    );
    const page = await new LoadBrands(content).execute(Gender.unknown, 'en-US');
    expect(page.gender).toBe(Gender.unknown);
    expect(page.brands.map((b) => b.name)).toEqual(['Nike', 'Adidas', 'Erima', 'Puma', 'Uhlsport', 'Jako']);
  });

  it('when the women variant is loaded in German, then the women brands of de-AT are asked for', async () => {
    const content = new InMemoryContentGateway()
      .withBrands(Gender.female, 'de-AT', [brand(9, 'Hummel', 2), brand(8, 'Nike', 1)])
      .withBrands(Gender.male, 'de-AT', [brand(7, 'Puma', 1)]);
    const page = await new LoadBrands(content).execute(Gender.female, 'de-AT');
    expect(page).toMatchObject({ gender: Gender.female });
    expect(page.brands.map((b) => b.id)).toEqual([8, 9]);
    expect(content.calls).toEqual([{ method: 'brands', key: String(Gender.female), language: 'de-AT' }]);
  });

  it('when there are no brands, then the page is empty rather than missing', async () => {
    const page = await new LoadBrands(new InMemoryContentGateway()).execute(Gender.male, 'en-US');
    expect(page.brands).toEqual([]);
  });
});
