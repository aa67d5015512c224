import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { createTestShop } from '../../testing/test-shop';
import { App } from '../../app/App';

describe('the error page for account and product paths', () => {
  it('given an order path whose uuid fails validation, then the error page shows 404 Page Not Found', async () => {
    const shop = createTestShop();
    const url = '/my-account/order-details/not-a-uuid/';
    const resolution = await shop.services.router.resolve(url);
    expect(resolution.kind === 'page' && resolution.page.status).toBe(404);

    shop.render(<App />, url);

    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('404')).toBeInTheDocument();
  });

  it('given an unknown product path, then the error page shows 404 Page Not Found', async () => {
    const shop = createTestShop();
    const url = '/p/no-such-product-999999/';
    const resolution = await shop.services.router.resolve(url);
    expect(resolution.kind === 'page' && resolution.page.status).toBe(404);

    shop.render(<App />, url);

    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  });

  it('given a product path with nothing after /p/, then the error page shows 404', async () => {
    const shop = createTestShop();
    const resolution = await shop.services.router.resolve('/p/');
    expect(resolution.kind === 'page' && resolution.page.status).toBe(404);
  });
});
