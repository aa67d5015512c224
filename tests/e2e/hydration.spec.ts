import { expect, test } from './support/fixtures';
import { shop } from './support/shop';
import { hydrated } from './support/journey';

/** A product page path from the listing API, so the test follows the seeded catalogue. */
async function someProductPath(): Promise<string> {
  const res = await fetch(`${shop.api}/api/v1/listing/?path=/men/`);
  const body = (await res.json()) as { products: { url: string }[] };
  const url = body.products[0]?.url;
  if (!url) throw new Error('the seeded catalogue has no men products');
  return url;
}

test.describe('hydration in Chromium', () => {
  const paths = [
    '/',
    '/de/',
    '/men/',
    '/search/?q=jersey',
    '/marken/',
    '/faq/',
    '/blog/',
    '/wishlist/',
    '/login/',
  ];

  for (const path of paths) {
    test(
      `${path} hydrates without a console error, page error or failed request`,
      { tag: '@desktop' },
      async ({ page, problems }) => {
        const response = await page.goto(`${shop.storefront}${path}`, { waitUntil: 'networkidle' });
        expect(response?.status()).toBe(200);
        // The client has taken over: React attached its root.
        await hydrated(page);
        expect(problems.messages).toEqual([]);
      },
    );
  }

  test('a product page hydrates without problems', { tag: '@phone' }, async ({ page, problems }) => {
    const response = await page.goto(`${shop.storefront}${await someProductPath()}`, {
      waitUntil: 'networkidle',
    });
    expect(response?.status()).toBe(200);
    expect(problems.messages).toEqual([]);
  });
});
