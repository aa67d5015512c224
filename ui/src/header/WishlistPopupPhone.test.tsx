import { describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestShop } from '../testing/test-shop';
import { WishlistHeart } from '../wishlist/WishlistHeart';
import { answerWithApiTiles } from '../wishlist/testing/api-tiles';
import { Header } from './Header';

// The wishlist popup the shop opens after a heart is marked as an announcement; on phones the style
// sheet makes it a bar at the bottom that taps go through (styles/wishlist-announce.test.ts).

/** The header with a tile's heart below it, as on a listing. */
async function headerAndHeart() {
  const shop = createTestShop();
  answerWithApiTiles(shop.fakes.wishlist, { 7: 'Home jersey' });
  await act(async () => {
    shop.render(
      <>
        <Header />
        <WishlistHeart product={{ id: 7, name: 'Home jersey' }} />
      </>,
    );
  });
  const icon = screen.getByRole('button', { name: /^Wishlist, / });
  const popup = () => document.getElementById(icon.getAttribute('aria-controls')!)!;
  return { shop, icon, popup };
}

describe('given the wishlist popup that opens after a heart', () => {
  it('when it opens by itself, then it is the announcement (a bar on phones) and still closes after 6 s', async () => {
    const { shop, icon, popup } = await headerAndHeart();

    await userEvent.click(screen.getByRole('button', { name: 'Wishlist: Home jersey' }));

    expect(icon).toHaveAttribute('aria-expanded', 'true');
    expect(popup()).toHaveClass('header-popup--announce');
    expect(within(popup()).getByText('Home jersey')).toBeInTheDocument();
    expect(within(popup()).getByRole('link', { name: 'Show wishlist' })).toHaveAttribute(
      'href',
      '/wishlist/',
    );
    act(() => shop.fakes.scheduler.advance(6000));
    expect(icon).toHaveAttribute('aria-expanded', 'false');
  });

  it('when the shopper opens it with the heart icon, then it is the popup as before, not the bar', async () => {
    const { icon, popup } = await headerAndHeart();

    await userEvent.click(icon);

    expect(icon).toHaveAttribute('aria-expanded', 'true');
    expect(popup()).not.toHaveClass('header-popup--announce');
  });

  it('when the shopper taps the icon while the announcement shows, then it becomes the popup they opened', async () => {
    const { icon, popup } = await headerAndHeart();
    await userEvent.click(screen.getByRole('button', { name: 'Wishlist: Home jersey' }));

    await userEvent.click(icon);

    expect(icon).toHaveAttribute('aria-expanded', 'true');
    expect(popup()).not.toHaveClass('header-popup--announce');
  });
});
