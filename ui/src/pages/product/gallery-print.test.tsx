import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProductMother } from '@fanshop/core/testing';
import { matchRoute } from '@fanshop/core/navigation';
import { createTestShop } from '../../testing/test-shop';
import * as productPage from './product-page';

const BACK = 'https://api.test/images/products/123-2.svg';

async function openPrintable() {
  const product = ProductMother.printableJersey({
    images: [
      { url: 'https://api.test/images/products/123.svg', alt: 'Front' },
      { url: BACK, alt: 'Back' },
    ],
  });
  const shop = createTestShop();
  shop.fakes.product.with(product);
  const match = matchRoute(product.url);
  if (match.kind !== 'route') throw new Error('no route');
  await productPage.load({ services: shop.services, match });
  const Page = productPage.default;
  shop.render(<Page match={match} />, product.url);
}

function backPictures(): string[] {
  return [...document.querySelectorAll<HTMLImageElement>('.product-gallery img')]
    .map((img) => img.getAttribute('src') ?? '')
    .filter((src) => src.startsWith(BACK));
}

describe('the gallery of a jersey that can be printed', () => {
  it('shows the back as always until a print is typed, then the back with the print', async () => {
    await openPrintable();
    expect(backPictures().every((src) => src === BACK)).toBe(true);

    await userEvent.type(screen.getByRole('textbox', { name: /^Name/ }), 'alaba');
    await userEvent.type(screen.getByRole('textbox', { name: /^Number/ }), '8');

    expect(backPictures().length).toBeGreaterThan(0);
    for (const src of backPictures()) expect(src).toBe(`${BACK}?name=ALABA&number=8`);
  });

  it('keeps the plain back while what is typed cannot be printed', async () => {
    await openPrintable();

    await userEvent.type(screen.getByRole('textbox', { name: /^Number/ }), '08');

    expect(backPictures().every((src) => src === BACK)).toBe(true);
  });
});
