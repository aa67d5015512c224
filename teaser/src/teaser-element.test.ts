import { afterEach, describe, expect, it } from 'vitest';
import { waitFor, within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import {
  AccountMother,
  FakeAccountGateway,
  InMemoryCartGateway,
  InMemoryListingGateway,
  InMemoryProductGateway,
  InMemoryWishlistGateway,
  ListingMother,
  MemoryCredentialStore,
  MemoryLogger,
  ProductMother,
  ProductPricesMother,
} from '@fanshop/core/testing';
import { FakeScheduler } from '@fanshop/core/testing';
import type { CredentialStore } from '@fanshop/core/session';
import { createTeaserShop, type TeaserGateways } from './wiring';
import { FanshopTeaser } from './teaser-element';
import './index';

const GUEST_ID = 'u6f1c2d3e-0000-4000-8000-000000000001';
const CUSTOMER = { token: 'tok-1', requestId: '3b7c8f8e-1111-4111-8111-111111111111' };

/** Five jerseys: the first reduced by 20 %, the second priced for every role. */
function jerseys() {
  const products = [
    ProductMother.jersey({
      id: 11,
      name: 'Home Jersey',
      url: '/p/home-jersey-11/',
      prices: ProductPricesMother.reduced(7_996, 9_995),
    }),
    ProductMother.jersey({ id: 12, name: 'Away Jersey', url: '/p/away-jersey-12/' }),
    ProductMother.tile(13),
    ProductMother.tile(14),
    ProductMother.tile(15),
  ];
  return { ...ListingMother.listing(), products };
}

interface World {
  readonly element: FanshopTeaser;
  readonly shadow: ReturnType<typeof within>;
  readonly gateways: {
    listing: InMemoryListingGateway;
    product: InMemoryProductGateway;
    cart: InMemoryCartGateway;
    wishlist: InMemoryWishlistGateway;
    account: FakeAccountGateway;
  };
  readonly credentials: CredentialStore;
}

/** A teaser on in-memory gateways, with the attributes a news site would write. */
async function mount(
  attributes: Record<string, string> = {},
  {
    credentials = new MemoryCredentialStore({ requestId: GUEST_ID }) as CredentialStore,
    role = 'vk',
    onWishlist = [] as readonly number[],
  } = {},
): Promise<World> {
  const gateways = {
    listing: new InMemoryListingGateway().with('/jerseys/', jerseys()),
    product: new InMemoryProductGateway()
      .with(ProductMother.jerseyDetail({ id: 11, name: 'Home Jersey', url: '/p/home-jersey-11/' }))
      .with(
        ProductMother.jerseyDetail({
          id: 12,
          name: 'Away Jersey',
          url: '/p/away-jersey-12/',
          options: [
            { id: 1221, title: 'S', stock: 0 },
            { id: 1222, title: 'M', stock: 2 },
          ],
        }),
      ),
    cart: new InMemoryCartGateway(),
    wishlist: new InMemoryWishlistGateway().seed('wl-guest-1', onWishlist),
    account: new FakeAccountGateway(),
  };
  gateways.account.account = AccountMother.customer({ role });
  const element = document.createElement('fanshop-teaser') as FanshopTeaser;
  element.createShop = (settings) =>
    createTeaserShop(settings, {
      gateways: gateways satisfies TeaserGateways,
      credentials,
      scheduler: new FakeScheduler(),
      logger: new MemoryLogger(),
    });
  for (const [name, value] of Object.entries({
    category: '/jerseys/',
    shop: 'https://shop.test',
    ...attributes,
  })) {
    element.setAttribute(name, value);
  }
  document.body.append(element);
  const shadow = within(element.shadowRoot as unknown as HTMLElement);
  await shadow.findAllByRole('listitem');
  return { element, shadow, gateways, credentials };
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('the teaser on a news page', () => {
  it('is one custom element, defined once', () => {
    expect(customElements.get('fanshop-teaser')).toBe(FanshopTeaser);
  });

  it('shows as many of the listing’s products as asked, linked to the storefront', async () => {
    const { shadow } = await mount({ limit: '3' });

    expect(shadow.getByRole('heading', { name: 'From the fan shop' })).toBeTruthy();
    const items = shadow.getAllByRole('listitem');
    expect(items).toHaveLength(3);
    const link = within(items[0]!).getByRole('link', { name: /Home Jersey/ });
    expect(link.getAttribute('href')).toBe('https://shop.test/p/home-jersey-11/');
    expect(shadow.getByRole('link', { name: 'All products in the fan shop' }).getAttribute('href')).toBe(
      'https://shop.test/jerseys/',
    );
  });

  it('loads once for the attributes it starts with, and again when the page changes one', async () => {
    const { element, shadow, gateways } = await mount();
    expect(gateways.listing.requests).toHaveLength(1);

    gateways.listing.with('/outlet/', { ...jerseys(), products: [ProductMother.tile(21)] });
    element.setAttribute('category', '/outlet/');
    element.setAttribute('limit', '2');

    await waitFor(() => expect(shadow.getAllByRole('listitem')).toHaveLength(1));
    expect(gateways.listing.requests.map((r) => r.path)).toEqual(['/jerseys/', '/outlet/']);
  });

  it('shows a guest the vk price and the discount from 10 percent on', async () => {
    const { shadow } = await mount();
    const [reduced, full] = shadow.getAllByRole('listitem');

    expect(reduced!.textContent).toContain('€79.96');
    expect(reduced!.querySelector('s')?.textContent).toBe('€99.95');
    expect(reduced!.textContent).toContain('20 percent off');
    expect(full!.textContent).toContain('€89.95');
    expect(full!.querySelector('s')).toBeNull();
  });

  it('shows a customer the prices of the account’s role', async () => {
    const { shadow, gateways } = await mount(
      {},
      { credentials: new MemoryCredentialStore(CUSTOMER), role: 'staff' },
    );

    expect(gateways.listing.requests.at(-1)?.priceType).toBe('staff');
    // The away jersey: 60.72 for staff against its rrp of 89.95, a third off.
    const away = shadow.getAllByRole('listitem')[1]!;
    expect(away.querySelector('.now')?.textContent).toBe('€60.72');
    expect(away.querySelector('s')?.textContent).toBe('€89.95');
    expect(away.textContent).toContain('32 percent off');
  });

  it('speaks German with lang="de", with German links', async () => {
    const { shadow } = await mount({ lang: 'de' });

    expect(shadow.getByRole('heading', { name: 'Aus dem Fanshop' })).toBeTruthy();
    expect(shadow.getAllByRole('listitem')[0]!.textContent).toContain('€\u00a079,96');
    expect(shadow.getByRole('link', { name: 'Alle Produkte im Fanshop' }).getAttribute('href')).toBe(
      'https://shop.test/de/jerseys/',
    );
    expect(shadow.getByRole('button', { name: 'Merkliste: Home Jersey' })).toBeTruthy();
  });

  it('offers a retry when the listing cannot be loaded', async () => {
    const element = document.createElement('fanshop-teaser') as FanshopTeaser;
    const listing = new InMemoryListingGateway();
    listing.failure = new Error('down');
    element.createShop = (settings) =>
      createTeaserShop(settings, {
        gateways: { listing, account: new FakeAccountGateway() },
        credentials: new MemoryCredentialStore(),
        logger: new MemoryLogger(),
      });
    element.setAttribute('category', '/jerseys/');
    document.body.append(element);
    const shadow = within(element.shadowRoot as unknown as HTMLElement);

    await shadow.findByText('The fan shop’s products could not be loaded.');
    listing.failure = undefined;
    listing.with('/jerseys/', jerseys());
    await userEvent.click(shadow.getByRole('button', { name: 'Try again' }));
    expect(await shadow.findAllByRole('listitem')).toHaveLength(4);
  });
});

describe('the heart', () => {
  it('puts the product on the shopper’s wishlist and says so', async () => {
    const { shadow, gateways } = await mount();
    const heart = shadow.getByRole('button', { name: 'Wishlist: Home Jersey' });
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    const picture = shadow.getAllByRole('listitem')[0]!.querySelector('img');

    await userEvent.click(heart);

    await waitFor(() =>
      expect(shadow.getByRole('button', { name: 'Wishlist: Home Jersey' }).getAttribute('aria-pressed')).toBe(
        'true',
      ),
    );
    expect(gateways.wishlist.idsOf('wl-guest-1')).toEqual([11]);
    // The product's picture stayed the same element: a heart does not reload pictures.
    expect(shadow.getAllByRole('listitem')[0]!.querySelector('img')).toBe(picture);
    expect(shadow.getByRole('status').textContent).toContain('Home Jersey is on your wishlist.');
    expect(shadow.getByRole('link', { name: 'Go to the wishlist' }).getAttribute('href')).toBe(
      'https://shop.test/wishlist/',
    );
  });

  it('shows what is on the list already, and takes it off', async () => {
    const { shadow } = await mount({}, { onWishlist: [12] });

    const heart = shadow.getByRole('button', { name: 'Wishlist: Away Jersey' });
    expect(heart.getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(heart);
    await shadow.findByText('Away Jersey is off your wishlist.');
    expect(shadow.getByRole('button', { name: 'Wishlist: Away Jersey' }).getAttribute('aria-pressed')).toBe(
      'false',
    );
  });

  it('is empty for a first visit, whose wishlist does not exist yet', async () => {
    const { shadow, gateways } = await mount({}, { credentials: new MemoryCredentialStore() });

    expect(shadow.getByRole('button', { name: 'Wishlist: Home Jersey' }).getAttribute('aria-pressed')).toBe(
      'false',
    );
    expect(gateways.wishlist.calls).toEqual([]);
  });

  it('asks to wait while another change runs, and rolls back a refused one', async () => {
    const { shadow, gateways } = await mount();
    const release = gateways.wishlist.hold();
    await userEvent.click(shadow.getByRole('button', { name: 'Wishlist: Home Jersey' }));
    expect(shadow.getByRole('button', { name: 'Wishlist: Home Jersey' }).getAttribute('aria-busy')).toBe(
      'true',
    );

    await userEvent.click(shadow.getByRole('button', { name: 'Wishlist: Away Jersey' }));
    await shadow.findByText('One moment please: your wishlist is still being changed.');
    release();
    await shadow.findByText('Home Jersey is on your wishlist.');

    gateways.wishlist.failNext('add');
    await userEvent.click(shadow.getByRole('button', { name: 'Wishlist: Away Jersey' }));
    await shadow.findByText('Your wishlist could not be changed. Please try again.');
    expect(shadow.getByRole('button', { name: 'Wishlist: Away Jersey' }).getAttribute('aria-pressed')).toBe(
      'false',
    );
  });
});

describe('adding to the cart', () => {
  it('asks for a size by keyboard, leaves sold-out sizes out and puts the chosen one in the cart', async () => {
    const { shadow, gateways } = await mount();
    const user = userEvent.setup();

    await user.click(shadow.getByRole('button', { name: 'Add to cart: Home Jersey' }));
    const sizes = await shadow.findByRole('group', { name: 'Size of Home Jersey' });
    const opener = shadow.getByRole('button', { name: 'Add to cart: Home Jersey' });
    expect(opener.getAttribute('aria-expanded')).toBe('true');
    expect(opener.getAttribute('aria-controls')).toBe(sizes.closest('form')?.id);
    const radios = within(sizes).getAllByRole('radio');
    expect(radios.map((r) => r.getAttribute('aria-label'))).toEqual(['S', 'M (sold out)', 'L']);
    expect(within(sizes).getByRole('radio', { name: 'M (sold out)' })).toHaveProperty('disabled', true);
    expect(shadow.getByRole('button', { name: 'Choose a size' })).toHaveProperty('disabled', true);

    // Focus is on the first size in stock, and Space chooses it; the arrow keys between sizes are the
    // browser's own radio group, driven in the Chromium test (user-event cannot walk one in a shadow root).
    expect(radios[0]!.matches(':focus')).toBe(true);
    await user.keyboard(' ');
    await waitFor(() => expect(shadow.getByRole('radio', { name: 'S' })).toHaveProperty('checked', true));
    expect(shadow.getByRole('radio', { name: 'S' }).matches(':focus')).toBe(true);
    await user.click(shadow.getByRole('radio', { name: 'L' }));
    await waitFor(() => expect(shadow.getByRole('radio', { name: 'L' })).toHaveProperty('checked', true));
    await user.click(shadow.getByRole('button', { name: 'Add size L' }));

    await shadow.findByText('Home Jersey in size L is in your cart.');
    expect(gateways.cart.addRequests).toEqual([{ productOption: 1233, amount: 1 }]);
    expect(shadow.queryByRole('group', { name: 'Size of Home Jersey' })).toBeNull();
    expect(shadow.getByRole('button', { name: 'Add to cart: Home Jersey' }).matches(':focus')).toBe(true);
  });

  it('chooses the only size in stock for the shopper', async () => {
    const { shadow, gateways } = await mount();

    await userEvent.click(shadow.getByRole('button', { name: 'Add to cart: Away Jersey' }));
    const only = await shadow.findByRole('radio', { name: 'M' });
    expect(only).toHaveProperty('checked', true);
    await userEvent.click(shadow.getByRole('button', { name: 'Add size M' }));

    await shadow.findByText('Away Jersey in size M is in your cart.');
    expect(gateways.cart.addRequests).toEqual([{ productOption: 1222, amount: 1 }]);
  });

  it('says why the API refused the add, and keeps the size choice open', async () => {
    const { shadow, gateways } = await mount();
    gateways.cart.failNext('add', {
      status: 422,
      data: { errors: { productOption: 'out of stock' }, codes: { productOption: 'out-of-stock' } },
    });

    await userEvent.click(shadow.getByRole('button', { name: 'Add to cart: Away Jersey' }));
    await shadow.findByRole('radio', { name: 'M' });
    await userEvent.click(shadow.getByRole('button', { name: 'Add size M' }));

    await shadow.findByText('Size M of Away Jersey is sold out.');
    expect(shadow.getByRole('group', { name: 'Size of Away Jersey' })).toBeTruthy();
  });

  it('closes the size choice on cancel, back on the button that opened it', async () => {
    const { shadow } = await mount();
    await userEvent.click(shadow.getByRole('button', { name: 'Add to cart: Home Jersey' }));
    await userEvent.click(await shadow.findByRole('button', { name: 'Cancel' }));

    expect(shadow.queryByRole('group')).toBeNull();
    const opener = shadow.getByRole('button', { name: 'Add to cart: Home Jersey' });
    expect(opener.getAttribute('aria-expanded')).toBe('false');
    expect(opener.matches(':focus')).toBe(true);
  });
});
