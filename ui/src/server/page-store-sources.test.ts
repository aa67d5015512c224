// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { pageStoreSources } from './render';

describe('the code of each page’s own stores, as the server preloads it', () => {
  it('names the stores each page declares, as the build knows their files', async () => {
    const sources = await pageStoreSources();
    expect(sources.listing).toEqual(['src/composition/page-stores/listing.ts']);
    expect(sources.product).toEqual(['src/composition/page-stores/product.ts']);
    expect(sources.orders).toEqual(['src/composition/page-stores/account.ts']);
    expect(sources.wishlist).toEqual(['src/composition/page-stores/quick-add.ts']);
    // A page with only stores every page has: nothing more to preload.
    expect(sources.login).toEqual([]);
  });
});
