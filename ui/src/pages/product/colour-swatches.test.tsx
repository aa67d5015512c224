import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProductMother } from '@fanshop/core/testing';
import type { ColourVariant, ProductDetail } from '@fanshop/core/catalog';
import { matchRoute } from '@fanshop/core/navigation';
import { createTestShop, type TestShop } from '../../testing/test-shop';
import { ProductTile } from '../../catalog/ProductTile';
import * as productPage from './product-page';

const RED: ColourVariant = {
  id: 123,
  url: '/p/austria-fan-scarf-123/',
  colour: { name: 'Red', hex: '#c8102e' },
  available: true,
};
const WHITE: ColourVariant = {
  id: 124,
  url: '/p/austria-fan-scarf-124/',
  colour: { name: 'White', hex: '#f4f4f2' },
  available: true,
};
const BLACK: ColourVariant = {
  id: 125,
  url: '/p/austria-fan-scarf-125/',
  colour: { name: 'Black', hex: '#15171a' },
  available: false,
};
const VARIANTS = [RED, WHITE, BLACK];

/** The red article, and the same in white where size S is sold out and L has stock. */
const red = ProductMother.jerseyDetail({ url: RED.url, colour: 'Red', colourVariants: VARIANTS });
const white = ProductMother.jerseyDetail({
  id: 124,
  url: WHITE.url,
  colour: 'White',
  colourVariants: VARIANTS,
  options: [
    { id: 1241, title: 'S', stock: 0 },
    { id: 1242, title: 'M', stock: 4 },
    { id: 1243, title: 'L', stock: 2 },
  ],
});

async function open(product: ProductDetail, shop: TestShop = createTestShop()): Promise<TestShop> {
  shop.fakes.product.with(red).with(white).with(product);
  const match = matchRoute(product.url);
  if (match.kind !== 'route') throw new Error('no route');
  await productPage.load({ services: shop.services, match });
  const Page = productPage.default;
  shop.render(<Page match={match} />, product.url);
  return shop;
}

function colours(): HTMLElement {
  return screen.getByRole('list', { name: 'Colour: Red' });
}

describe('the colours of an article on the product page', () => {
  it('names the colour shown and links every colour, the shown one current, a sold-out one said so', async () => {
    await open(red);

    const links = within(colours()).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('aria-label'))).toEqual(['Red', 'White', 'Black, sold out']);
    expect(within(colours()).getByRole('link', { name: 'Red' })).toHaveAttribute('aria-current', 'true');
    expect(within(colours()).getByRole('link', { name: 'White' })).toHaveAttribute('href', WHITE.url);
    expect(within(colours()).getByRole('link', { name: 'White' })).not.toHaveAttribute('aria-current');
  });

  it('given a size and a print chosen, when the shopper switches colour, then the size goes along where it is in stock', async () => {
    const shop = await open(red);
    await userEvent.click(screen.getByRole('radio', { name: /^L/ }));

    await userEvent.click(within(colours()).getByRole('link', { name: 'White' }));
    await shop.services.product.load(WHITE.url, 'en-US');

    expect(shop.services.product.product?.id).toBe(124);
    expect(shop.services.product.selectedOption?.title).toBe('L');
  });

  it('given a size the other colour has sold out, when switching, then no size is chosen there', async () => {
    const shop = await open(red);
    await userEvent.click(screen.getByRole('radio', { name: /^S/ }));

    await userEvent.click(within(colours()).getByRole('link', { name: 'White' }));
    await shop.services.product.load(WHITE.url, 'en-US');

    expect(shop.services.product.selectedOption).toBeNull();
  });

  it('given another product opened without switching colour, then nothing chosen is carried over', async () => {
    const shop = await open(red);
    await userEvent.click(screen.getByRole('radio', { name: /^L/ }));

    await shop.services.product.load(WHITE.url, 'en-US');

    expect(shop.services.product.selectedOption).toBeNull();
  });

  it('given a product in one colour, then it names the colour and draws no swatches', async () => {
    await open(ProductMother.jerseyDetail({ url: RED.url, colour: 'Red' }));

    expect(screen.getByText('Red')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: /^Colour/ })).not.toBeInTheDocument();
  });

  it('shows the brand once: as the first line of a heading that reads as the whole name', async () => {
    await open(ProductMother.jerseyDetail({ name: 'Puma Austria Home Jersey 2026', brand: 'Puma' }));

    const heading = screen.getByRole('heading', { level: 1, name: 'Puma Austria Home Jersey 2026' });
    expect(heading.querySelector('.product-info__brand')?.textContent).toBe('Puma');
    expect(document.querySelectorAll('.product-info__brand')).toHaveLength(1);
  });
});

describe('the colours of an article on a listing tile', () => {
  it('tells the tile link how many colours there are and draws a dot per colour, out of the tab order', () => {
    const shop = createTestShop();
    const { container } = shop.render(
      <ProductTile product={ProductMother.jersey({ colourVariants: VARIANTS })} />,
    );

    expect(screen.getByRole('link', { name: /Austria Home Jersey 2026 \(3 colours\)$/ })).toBeInTheDocument();
    const dots = container.querySelectorAll('.swatches--tile a');
    expect(dots).toHaveLength(3);
    for (const dot of dots) expect(dot).toHaveAttribute('tabindex', '-1');
    expect(container.querySelector('.swatches--tile')).toHaveAttribute('aria-hidden', 'true');
    expect(container.querySelector('.swatches--tile .swatch--current')).toHaveAttribute('href', RED.url);
  });

  it('draws nothing for a product in one colour', () => {
    const shop = createTestShop();
    const { container } = shop.render(<ProductTile product={ProductMother.jersey()} />);

    expect(container.querySelector('.swatches')).toBeNull();
    expect(screen.getByRole('link', { name: 'Puma Austria Home Jersey 2026' })).toBeInTheDocument();
  });
});
