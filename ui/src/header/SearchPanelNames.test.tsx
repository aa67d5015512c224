import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aPreviewProduct } from '@fanshop/core/testing';
import { createTestShop } from '../testing/test-shop';
import { SearchPanel } from './SearchPanel';

// How the names look (two lines at most, an ellipsis, long words hyphenated rather than cut off) is
// the style sheet's part: styles/search-panel-names.test.ts.

describe('given product previews in the search panel', () => {
  it('when a name starts with its brand, then the name leaves the brand out, as the line above shows it', async () => {
    const shop = createTestShop();
    shop.fakes.header.data = {
      blogPosts: [],
      previews: [
        aPreviewProduct({ id: 1, brand: 'Rasenschach', name: 'Rasenschach Flux Elite Torwarthandschuhe' }),
        aPreviewProduct({ id: 2, brand: 'Puma', name: 'Pumatech Shirt' }),
      ],
    };
    shop.render(<SearchPanel />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Search the shop' }));

    const gloves = screen.getByText('Flux Elite Torwarthandschuhe');
    expect(gloves).toHaveClass('search-panel__name');
    expect(within(gloves.parentElement!).getByText('Rasenschach')).toHaveClass('search-panel__brand');
    // Only a whole-word brand is left out.
    expect(screen.getByText('Pumatech Shirt')).toHaveClass('search-panel__name');
  });
});
