import { describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
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
    expect(within(row as HTMLElement).getByText('June 2, 2026')).toBeInTheDocument();
    expect(within(row as HTMLElement).getByText('Received')).toBeInTheDocument();
    expect(within(row as HTMLElement).getByText('2 items')).toBeInTheDocument();
    expect(within(row as HTMLElement).getByText('€184.93')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View order AT2026-000007' })).toHaveAttribute(
      'href',
      `/my-account/order-details/${UUID}/`,
    );
    // The goods at a glance: a picture per line with one, decorative beside the written row.
    const pictures = row.querySelector('.order-row__pictures')!;
    expect(pictures).toHaveAttribute('aria-hidden', 'true');
    const order = shop.fakes.account.orders[0]!;
    expect([...pictures.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual(
      order.lines.filter((line) => line.image !== '').map((line) => line.image),
    );
  });

  it('given no orders, then it says so and leads to the shop; in German too', async () => {
    const shop = createTestShop({ language: 'de-AT' });
    await signIn(shop);
    await showPage(shop, ordersPage, '/de/my-account/orders/');
    expect(screen.getByText('Sie haben noch nichts bestellt.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Jetzt einkaufen' })).toHaveAttribute('href', '/de/');
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

    expect(screen.getByRole('heading', { level: 1, name: 'Order AT2026-000007' })).toBeInTheDocument();
    expect(screen.getByText('Home Jersey 24/25')).toBeInTheDocument();
    expect(screen.getByText('Quantity: 2')).toBeInTheDocument();
    expect(screen.getByText('€89.99 each')).toBeInTheDocument();
    expect(screen.getAllByText('€179.98')).toHaveLength(2); // the line and the subtotal
    expect(screen.getByText('€4.95')).toBeInTheDocument();
    expect(screen.getByText('€184.93')).toBeInTheDocument();
    expect(screen.getByText('Invoice')).toBeInTheDocument();
    const address = screen.getByRole('region', { name: 'Delivery address' });
    expect(within(address).getByText('1020 Wien')).toBeInTheDocument();
    // The picture as the account's gateway answers it (the gateway makes the API's paths URLs on the
    // API host, adapters' http-account-gateway.test.ts). Decorative: the name is beside it.
    const image = document.querySelector('img.order-line__image');
    expect(image).toHaveAttribute('src', '/images/jersey.svg');
    expect(image).toHaveAttribute('alt', '');
  });

  it('given the API offers the printable invoice, then the page links to it; without it, no link', async () => {
    const shop = createTestShop();
    await signIn(shop);
    const invoiceUrl = 'https://checkout.test/invoice/x/';
    shop.fakes.account.orders = [OrderMother.placed({ uuid: UUID, invoiceUrl })];
    await showPage(shop, orderDetailsPage, `/my-account/order-details/${UUID}/`);
    expect(screen.getByRole('link', { name: 'Invoice (printable)' })).toHaveAttribute('href', invoiceUrl);
    cleanup();

    const without = createTestShop();
    await signIn(without);
    without.fakes.account.orders = [OrderMother.placed({ uuid: UUID })];
    await showPage(without, orderDetailsPage, `/my-account/order-details/${UUID}/`);
    expect(screen.queryByRole('link', { name: 'Invoice (printable)' })).toBeNull();
  });

  it("given an unknown order or someone else's, then the shopper goes home", async () => {
    const shop = createTestShop();
    await signIn(shop);
    await showPage(shop, orderDetailsPage, `/my-account/order-details/${UUID}/`);
    expect(shop.fakes.navigator.visits).toEqual(['home']);
  });
});
