import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { OrderMother } from '@fanshop/core/testing';
import { createTestShop } from '../../testing/test-shop';
import { showPage, signIn } from '../../session/testing/session-kit';
import * as ordersPage from './orders-page';
import * as orderDetailsPage from './order-details-page';

const UUID = '6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e01';

describe('OrdersPage', () => {
  it('lists the orders with number, date, status and total, each linking to its details', async () => {
    const shop = createTestShop();
    await signIn(shop);
    shop.fakes.account.orders = [
      OrderMother.placed({
        uuid: UUID,
        number: 'AT2026-000007',
        createdAt: '2026-06-02T10:00:00Z',
        status: 'received',
      }),
    ];
    await showPage(shop, ordersPage, '/my-account/orders/');

    const row = screen.getByRole('heading', { name: 'Order AT2026-000007' }).closest('li')!;
    expect(within(row as HTMLElement).getByText('June 2, 2026')).toBeTruthy();
    expect(within(row as HTMLElement).getByText('Received')).toBeTruthy();
    expect(within(row as HTMLElement).getByText('2 items')).toBeTruthy();
    expect(within(row as HTMLElement).getByText('€184.93')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View order AT2026-000007' }).getAttribute('href')).toBe(
      `/my-account/order-details/${UUID}/`,
    );
  });

  it('given no orders, then it says so and leads to the shop; in German too', async () => {
    const shop = createTestShop({ language: 'de-AT' });
    await signIn(shop);
    await showPage(shop, ordersPage, '/de/my-account/orders/');
    expect(screen.getByText('Sie haben noch nichts bestellt.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Jetzt einkaufen' }).getAttribute('href')).toBe('/de/');
  });

  it('given the orders fail to load, then the shopper goes home', async () => {
    const shop = createTestShop();
    await signIn(shop);
    shop.fakes.account.failures.set('listOrders', { status: 500, data: {} });
    await showPage(shop, ordersPage, '/my-account/orders/');
    expect(shop.fakes.navigator.visits).toEqual(['home']);
  });
});

describe('OrderDetailsPage', () => {
  it('shows the lines, totals, address and payment of the order', async () => {
    const shop = createTestShop();
    await signIn(shop);
    shop.fakes.account.orders = [OrderMother.placed({ uuid: UUID, number: 'AT2026-000007' })];
    await showPage(shop, orderDetailsPage, `/my-account/order-details/${UUID}/`);

    expect(screen.getByRole('heading', { level: 1, name: 'Order AT2026-000007' })).toBeTruthy();
    expect(screen.getByText('Home Jersey 24/25')).toBeTruthy();
    expect(screen.getByText('Quantity: 2')).toBeTruthy();
    expect(screen.getByText('€89.99 each')).toBeTruthy();
    expect(screen.getAllByText('€179.98')).toHaveLength(2); // the line and the subtotal
    expect(screen.getByText('€4.95')).toBeTruthy();
    expect(screen.getByText('€184.93')).toBeTruthy();
    expect(screen.getByText('Invoice')).toBeTruthy();
    const address = screen.getByRole('region', { name: 'Delivery address' });
    expect(within(address).getByText('1020 Wien')).toBeTruthy();
    // The API names images by path; they load from the API host. Decorative: the name is beside it.
    const image = document.querySelector('img.order-line__image');
    expect(image?.getAttribute('src')).toBe('http://api.test/images/jersey.svg');
    expect(image?.getAttribute('alt')).toBe('');
  });

  it("given an unknown order or someone else's, then the shopper goes home", async () => {
    const shop = createTestShop();
    await signIn(shop);
    await showPage(shop, orderDetailsPage, `/my-account/order-details/${UUID}/`);
    expect(shop.fakes.navigator.visits).toEqual(['home']);
  });
});
