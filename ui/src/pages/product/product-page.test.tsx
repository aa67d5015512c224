import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProductMother } from '@fanshop/core/testing';
import type { ProductDetail } from '@fanshop/core/catalog';
import { PageNotFoundError, matchRoute, type RouteMatch } from '@fanshop/core/navigation';
import { createTestShop, type TestShop } from '../../testing/test-shop';
import * as productPage from './product-page';

const URL = '/p/austria-home-jersey-2026-123/';

function routeOf(url: string): RouteMatch {
  const matched = matchRoute(url);
  if (matched.kind !== 'route') throw new Error(`${url} does not match a route`);
  return matched;
}

async function openProduct(
  product: ProductDetail = ProductMother.jerseyDetail(),
  shop: TestShop = createTestShop(),
) {
  shop.fakes.product.with(product);
  const match = routeOf(product.url);
  await productPage.load({ services: shop.services, match });
  const Page = productPage.default;
  shop.render(<Page match={match} />, product.url);
  return shop;
}

function sizes(): HTMLElement {
  return screen.getByRole('group', { name: /^Size/ });
}

function addButton(): HTMLButtonElement {
  return screen.getByRole('button', { name: 'Add to cart' }) as HTMLButtonElement;
}

describe('ProductPage', () => {
  it('shows brand, name, price with rrp and discount, pictures and breadcrumbs', async () => {
    await openProduct(ProductMother.jerseyDetail({ prices: { vk: 7595, rrp: 9695 } }));

    expect(screen.getByRole('heading', { level: 1, name: 'Austria Home Jersey 2026' })).toBeInTheDocument();
    expect(screen.getByText('Puma', { selector: '.product-info__brand' })).toBeInTheDocument();
    expect(screen.getByText('€75.95')).toBeInTheDocument();
    expect(screen.getByText('€96.95')).toBeInTheDocument();
    expect(screen.getByText('−22 %')).toBeInTheDocument();
    const main = screen.getByRole('img', { name: 'Austria Home Jersey 2026, front' });
    expect(main).toHaveAttribute('fetchpriority', 'high');
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Jerseys' })).toHaveAttribute('href', '/men/jerseys/');
  });

  it("shows the price of the customer's price type", async () => {
    const shop = createTestShop();
    shop.services.session.hydrate({ loggedIn: true, account: null, priceType: 'staff' });
    await openProduct(ProductMother.jerseyDetail({ prices: { vk: 8995, staff: 5995, rrp: 8995 } }), shop);

    expect(screen.getByText('€59.95')).toBeInTheDocument();
    expect(shop.fakes.product.requests[0]?.priceType).toBe('staff');
  });

  it('lets the shopper choose a size in stock; sold-out sizes are disabled; few left says so', async () => {
    await openProduct();

    const m = within(sizes()).getByRole('radio', { name: /^M/ }) as HTMLInputElement;
    expect(m.disabled).toBe(true);
    expect(within(sizes()).getByText('sold out')).toBeInTheDocument();

    await userEvent.click(within(sizes()).getByRole('radio', { name: 'L' }));

    expect(within(sizes()).getByRole('radio', { name: 'L' })).toBeChecked();
    expect(screen.getByText('Only 1 left')).toBeInTheDocument();
  });

  it('given no size chosen, when adding to the cart, then it asks for a size and adds nothing', async () => {
    const shop = await openProduct();

    await userEvent.click(addButton());

    expect(screen.getByText('Please choose a size.')).toBeInTheDocument();
    expect(shop.fakes.cart.addRequests).toEqual([]);
  });

  it('given a size, when adding to the cart, then one piece of it goes into the cart and it is reported', async () => {
    const shop = await openProduct();
    await userEvent.click(within(sizes()).getByRole('radio', { name: 'S' }));

    await userEvent.click(addButton());

    expect(shop.fakes.cart.addRequests).toEqual([{ productOption: 1231, amount: 1 }]);
    expect(shop.services.headerPopups.isOpen('cart')).toBe(true);
    expect(screen.getByRole('status', { name: '' }).textContent).toBe('Added to your cart (size S).');
    const added = shop.fakes.analytics.named('add_to_cart');
    expect(added).toHaveLength(1);
    expect(added[0]?.items[0]).toMatchObject({ id: '123', quantity: 1 });
  });

  it('when the cart refuses the size, then it says so and the size stays chosen', async () => {
    const shop = await openProduct();
    shop.fakes.cart.failNext(
      'add',
      Object.assign(new Error('422'), {
        status: 422,
        data: { errors: { productOption: 'out of stock' }, codes: { productOption: 'out-of-stock' } },
      }),
    );
    await userEvent.click(within(sizes()).getByRole('radio', { name: 'S' }));

    await userEvent.click(addButton());

    expect(screen.getByRole('alert').textContent).toBe(
      'This size is no longer available in that quantity. Please choose another size.',
    );
    expect(within(sizes()).getByRole('radio', { name: 'S' })).toBeChecked();
    expect(shop.services.headerPopups.isOpen('cart')).toBe(false);
  });

  it('given every size sold out, then the button says so and cannot be pressed', async () => {
    await openProduct(ProductMother.soldOut());

    const button = screen.getByRole('button', { name: 'Sold out' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
  });

  it('shows related products as tiles and reports the product view', async () => {
    const shop = await openProduct();

    const related = screen.getByRole('region', { name: 'You might also like' });
    expect(within(related).getAllByRole('article')).toHaveLength(2);
    expect(shop.fakes.analytics.named('view_item')[0]?.items[0]?.id).toBe('123');
  });

  it('given a size chart, when the shopper opens the size guide, then its table shows in a dialog they can close', async () => {
    await openProduct(ProductMother.jerseyDetail({ sizeChart: 'adult-clothing' }));

    await userEvent.click(screen.getByRole('button', { name: 'Size guide' }));

    const dialog = screen.getByRole('dialog', { name: 'Size guide' });
    expect(dialog).toHaveAttribute('open');
    const table = within(dialog).getByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Chest (cm)' })).toBeInTheDocument();
    expect(within(table).getByRole('rowheader', { name: 'XL' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close the size guide' }));
    expect(dialog).not.toHaveAttribute('open');
  });

  it('given a one-size product, then there is no size guide', async () => {
    await openProduct(ProductMother.jerseyDetail());
    expect(screen.queryByRole('button', { name: 'Size guide' })).not.toBeInTheDocument();
  });

  it('lists material, care, fit and article number as details the shopper opens', async () => {
    await openProduct(
      ProductMother.jerseyDetail({
        articleNumber: 'AT-2026-123',
        facts: { material: '100 % recycled polyester.', care: 'Wash at 30 °C.', fit: 'Slim fit.' },
      }),
    );

    const details = screen.getByRole('region', { name: 'Details' });
    const summaries = within(details)
      .getAllByRole('group')
      .map((group) => group.querySelector('summary')?.textContent);
    expect(summaries).toEqual(['Material', 'Care', 'Fit', 'Article number']);
    await userEvent.click(within(details).getByText('Article number'));
    expect(within(details).getByText('AT-2026-123')).toBeVisible();
  });

  it('given an unknown product path, then loading is a 404 and the router shows the error page', async () => {
    const shop = createTestShop();
    await expect(
      productPage.load({ services: shop.services, match: routeOf('/p/no-such-thing/') }),
    ).rejects.toBeInstanceOf(PageNotFoundError);

    const resolution = await shop.services.router.resolve('/p/no-such-thing/');
    expect(resolution.kind === 'page' && resolution.page.status).toBe(404);
  });

  describe('head', () => {
    async function headOf(product: ProductDetail) {
      const shop = createTestShop();
      shop.fakes.product.with(product);
      const match = routeOf(product.url);
      await productPage.load({ services: shop.services, match });
      const t = (key: string, options?: Record<string, unknown>) =>
        shop.locale.i18n.t(key, options ?? {}) as string;
      return productPage.head({ services: shop.services, match }, t);
    }

    it('has title, description, canonical and JSON-LD Product with its offer and BreadcrumbList', async () => {
      const head = await headOf(ProductMother.jerseyDetail({ prices: { vk: 7595, rrp: 9695 } }));

      expect(head.title).toBe('Austria Home Jersey 2026 | Rot-Weiß-Rot Fan Shop');
      expect(head.description).toBe('The home jersey of the 2026 season.');
      expect(head.canonicalPath).toBe(URL);
      const [product, breadcrumbs] = head.jsonLd as [Record<string, unknown>, Record<string, unknown>];
      expect(product['@type']).toBe('Product');
      expect(product.offers).toMatchObject({
        price: '75.95',
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
        url: `http://shop.test${URL}`,
      });
      expect(breadcrumbs['@type']).toBe('BreadcrumbList');
      expect((breadcrumbs.itemListElement as unknown[]).at(-1)).toMatchObject({
        position: 4,
        name: 'Austria Home Jersey 2026',
        item: `http://shop.test${URL}`,
      });
    });

    it('says OutOfStock when every size is sold out', async () => {
      const head = await headOf(ProductMother.soldOut());
      const [product] = head.jsonLd as [Record<string, { availability: string }>];
      expect(product.offers?.availability).toBe('https://schema.org/OutOfStock');
    });
  });

  describe('a jersey to print', () => {
    const field = (name: 'Name' | 'Number') => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });

    it('given a product without an offer, then nothing is offered to print', async () => {
      await openProduct();
      expect(screen.queryByRole('group', { name: 'Personalise' })).not.toBeInTheDocument();
    });

    it('given a name and a number, then the back shows them, the price shows the total and the line is added with its print', async () => {
      const shop = await openProduct(ProductMother.printableJersey({ prices: { vk: 8995, rrp: 8995 } }));
      const group = screen.getByRole('group', { name: 'Personalise' });
      expect(within(group).getByText('+ €10.00')).toBeInTheDocument();
      expect(within(group).getByText('+ €8.00')).toBeInTheDocument();
      expect(group).toHaveAccessibleDescription(/cannot be returned \(§ 18 FAGG/);

      await userEvent.type(field('Name'), 'alaba');
      await userEvent.type(field('Number'), '8');

      expect(screen.getByRole('img', { name: 'The back of the shirt with ALABA · 8' })).toHaveAttribute(
        'src',
        'https://api.test/images/products/123-2.svg?name=ALABA&number=8',
      );
      expect(screen.getByText('Your price').nextSibling).toHaveTextContent('€107.95');

      await userEvent.click(within(sizes()).getByRole('radio', { name: 'S' }));
      await userEvent.click(addButton());
      expect(shop.fakes.cart.addRequests).toEqual([
        { productOption: 1231, amount: 1, personalisation: { name: 'ALABA', number: 8 } },
      ]);
      expect(screen.getByRole('status', { name: '' }).textContent).toBe(
        'Added to your cart (size S, printed ALABA · 8).',
      );
    });

    it.each([
      ['Name', 'ABCDEFGHIJKLM', 'At most 12 characters.'],
      ['Name', 'R2D2', 'Letters, spaces, hyphens, apostrophes and dots only.'],
      ['Number', '0', 'A number from 1 to 99, please.'],
      ['Number', '100', 'A number from 1 to 99, please.'],
      ['Number', '7.5', 'Whole numbers only, from 1 to 99.'],
      ['Number', '08', 'Please write the number without a leading zero.'],
    ] as const)('given %s "%s", then the field says why and nothing is added', async (name, typed, why) => {
      const shop = await openProduct(ProductMother.printableJersey());
      await userEvent.type(field(name), typed);
      expect(field(name)).toHaveAttribute('aria-invalid', 'true');
      expect(field(name)).toHaveAccessibleDescription(expect.stringContaining(why));

      await userEvent.click(within(sizes()).getByRole('radio', { name: 'S' }));
      await userEvent.click(addButton());
      expect(shop.fakes.cart.addRequests).toEqual([]);
      expect(screen.getByRole('status', { name: '' }).textContent).toBe(
        'Please check the name and number to print.',
      );
    });

    it('given German, then the fields are Name and Nummer', async () => {
      await openProduct(ProductMother.printableJersey(), createTestShop({ language: 'de-AT' }));
      const group = screen.getByRole('group', { name: 'Personalisieren' });
      expect(within(group).getByRole('textbox', { name: /^Name/ })).toBeInTheDocument();
      expect(within(group).getByRole('textbox', { name: /^Nummer/ })).toBeInTheDocument();
    });
  });
});
