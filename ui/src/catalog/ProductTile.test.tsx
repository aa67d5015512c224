import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProductMother } from '@fanshop/core/testing';
import { createTestShop } from '../testing/test-shop';
import { ProductTile } from './ProductTile';

describe('ProductTile', () => {
  it('shows picture, brand, name and price with the discount, linking to the product', () => {
    createTestShop().render(
      <ProductTile product={ProductMother.jersey({ prices: { vk: 7595, rrp: 9695 } })} />,
    );

    const link = screen.getByRole('link', { name: 'Puma Austria Home Jersey 2026' });
    expect(link).toHaveAttribute('href', '/p/austria-home-jersey-2026-123/');
    const image = link.querySelector('img');
    expect(image).toHaveAttribute('width', '400');
    expect(image).toHaveAttribute('height', '400');
    expect(screen.getByText('€75.95')).toBeInTheDocument();
    expect(screen.getByText('−22 %')).toBeInTheDocument();
    expect(screen.getByRole('button', { pressed: false })).toBeInTheDocument();
  });

  it('loads the first pictures of a list at once and the ones below the fold lazily', () => {
    const shop = createTestShop();
    shop.render(
      <>
        <ProductTile product={ProductMother.tile(1)} index={0} />
        <ProductTile product={ProductMother.tile(2)} index={7} />
      </>,
    );
    const [first, later] = screen.getAllByRole('article').map((tile) => tile.querySelector('img'));
    // Eager is the default: the first tiles leave the attribute out, as later ones leave out `auto`.
    expect(first).not.toHaveAttribute('loading');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(later).toHaveAttribute('loading', 'lazy');
    expect(later).not.toHaveAttribute('fetchpriority');
  });

  it('reports select_item with its list and position when chosen from a list, and nothing otherwise', async () => {
    const shop = createTestShop();
    shop.render(
      <>
        <ProductTile product={ProductMother.tile(1)} listName="home" index={3} />
        <ProductTile product={ProductMother.tile(2)} />
      </>,
    );

    await userEvent.click(screen.getByRole('link', { name: /Product 2$/ }));
    await userEvent.click(screen.getByRole('link', { name: /Product 1$/ }));

    const events = shop.fakes.analytics.named('select_item');
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ listName: 'home', items: [{ id: '1', index: 3, listName: 'home' }] });
  });
});
