import { Profiler } from 'react';
import { describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestShop, type TestShop, RETURNING_GUEST_COOKIE } from '../testing/test-shop';
import { HeaderNotices } from '../header/HeaderNotices';
import { answerWithApiTiles } from './testing/api-tiles';
import { WishlistHeart } from './WishlistHeart';

async function hearts(
  shop: TestShop = createTestShop({ cookieHeader: RETURNING_GUEST_COOKIE }),
): Promise<TestShop> {
  answerWithApiTiles(shop.fakes.wishlist, { 7: 'Home jersey', 8: 'Fan scarf' });
  await shop.services.wishlist.start();
  await act(async () => {
    shop.render(
      <>
        <WishlistHeart product={{ id: 7, name: 'Home jersey' }} />
        <WishlistHeart product={{ id: 8, name: 'Fan scarf' }} />
        <HeaderNotices />
      </>,
    );
  });
  return shop;
}

function heart(name: string): HTMLElement {
  return screen.getByRole('button', { name: `Wishlist: ${name}` });
}

describe('WishlistHeart', () => {
  it('is a toggle button named after the product: a click adds it, a second click removes it', async () => {
    const shop = await hearts();
    expect(heart('Home jersey')).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(heart('Home jersey'));

    expect(heart('Home jersey')).toHaveAttribute('aria-pressed', 'true');
    expect(shop.fakes.wishlist.idsOf('wl-guest-1')).toEqual([7]);
    expect(screen.getByText('Home jersey was saved to your wishlist.')).toBeInTheDocument();
    expect(shop.fakes.analytics.named('add_to_wishlist')).toEqual([
      expect.objectContaining({
        value: 49.95,
        items: [expect.objectContaining({ id: '7', name: 'Home jersey' })],
      }),
    ]);

    await userEvent.click(heart('Home jersey'));

    expect(heart('Home jersey')).toHaveAttribute('aria-pressed', 'false');
    expect(shop.fakes.wishlist.idsOf('wl-guest-1')).toEqual([]);
    expect(shop.fakes.analytics.named('add_to_wishlist')).toHaveLength(1);
  });

  it('shows the change at once, before the API answered', async () => {
    const shop = await hearts();
    const release = shop.fakes.wishlist.hold();

    await userEvent.click(heart('Home jersey'));
    expect(heart('Home jersey')).toHaveAttribute('aria-pressed', 'true');
    expect(heart('Home jersey')).toHaveAttribute('aria-busy', 'true');

    await act(async () => release());
    expect(heart('Home jersey')).not.toHaveAttribute('aria-busy');
  });

  it('while one change runs, another is refused politely and changes nothing', async () => {
    const shop = await hearts();
    const release = shop.fakes.wishlist.hold();
    await userEvent.click(heart('Home jersey'));

    await userEvent.click(heart('Fan scarf'));

    expect(heart('Fan scarf')).toHaveAttribute('aria-pressed', 'false');
    expect(
      screen.getByText('One moment please: your last wishlist change is still being saved.'),
    ).toBeInTheDocument();
    await act(async () => release());
    expect(shop.fakes.wishlist.idsOf('wl-guest-1')).toEqual([7]);
    expect(heart('Home jersey')).toHaveAttribute('aria-pressed', 'true');
  });

  it('given the API refuses the change, then the heart goes back and the shopper is told', async () => {
    const shop = await hearts();
    shop.fakes.wishlist.failNext('add');

    await userEvent.click(heart('Home jersey'));

    expect(heart('Home jersey')).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('Your wishlist could not be changed. Please try again.')).toBeInTheDocument();
  });

  it('given a product already on the list (loaded after hydration), then its heart is pressed', async () => {
    const shop = createTestShop({ cookieHeader: RETURNING_GUEST_COOKIE });
    shop.fakes.wishlist.seed('wl-guest-1', [8]);
    await hearts(shop);
    expect(heart('Fan scarf')).toHaveAttribute('aria-pressed', 'true');
    expect(heart('Home jersey')).toHaveAttribute('aria-pressed', 'false');
  });

  it('a click re-renders only the heart whose answer changed, not every heart of the page', async () => {
    const shop = createTestShop({ cookieHeader: RETURNING_GUEST_COOKIE });
    answerWithApiTiles(shop.fakes.wishlist, { 7: 'Home jersey', 8: 'Fan scarf' });
    await shop.services.wishlist.start();
    const renders = { 7: 0, 8: 0 };
    await act(async () => {
      shop.render(
        <>
          <Profiler id="7" onRender={() => renders[7]++}>
            <WishlistHeart product={{ id: 7, name: 'Home jersey' }} />
          </Profiler>
          <Profiler id="8" onRender={() => renders[8]++}>
            <WishlistHeart product={{ id: 8, name: 'Fan scarf' }} />
          </Profiler>
        </>,
      );
    });
    const first = { ...renders };

    await userEvent.click(heart('Home jersey'));
    await userEvent.click(heart('Home jersey'));

    expect(heart('Home jersey')).toHaveAttribute('aria-pressed', 'false');
    expect(renders[7]).toBeGreaterThan(first[7]);
    expect(renders[8]).toBe(first[8]);
  });
});
