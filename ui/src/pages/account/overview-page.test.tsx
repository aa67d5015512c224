import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { AccountMother, OrderMother } from '@fanshop/core/testing';
import { createTestShop } from '../../testing/test-shop';
import { routeOf, showPage, signIn } from '../../session/testing/session-kit';
import * as overviewPage from './overview-page';

describe('AccountOverviewPage', () => {
  it('given a guest, then the loader sends them to the login, which brings them back', async () => {
    const shop = createTestShop();
    await overviewPage.load({ services: shop.services, match: routeOf('/my-account/') });
    expect(shop.fakes.navigator.visits).toEqual(['/login/?redirect=%2Fmy-account%2F']);
    expect(shop.fakes.account.count('getAccount')).toBe(0);
  });

  it('given the account fails to load, then the shopper goes home', async () => {
    const shop = createTestShop();
    await signIn(shop);
    shop.fakes.account.failures.set('getAccount', { status: 500, data: {} });
    await showPage(shop, overviewPage, '/my-account/');
    expect(shop.fakes.navigator.visits).toEqual(['home']);
  });

  it('given the orders fail to load, then the shopper goes home', async () => {
    const shop = createTestShop();
    await signIn(shop);
    shop.fakes.account.failures.set('listOrders', { status: 503, data: {} });
    await showPage(shop, overviewPage, '/my-account/');
    expect(shop.fakes.navigator.visits).toContain('home');
  });

  it('shows the personal data, the default address and the latest orders, with the section marked in the navigation', async () => {
    const shop = createTestShop();
    await signIn(shop, AccountMother.customer({ verified: false }));
    shop.fakes.account.orders = [
      OrderMother.placed({ uuid: '6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e01', number: 'AT2026-000007' }),
    ];
    await showPage(shop, overviewPage, '/my-account/');

    expect(screen.getByRole('heading', { level: 1, name: 'My account' })).toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'Personal data' });
    expect(within(details).getByText('Marko Arnautović')).toBeInTheDocument();
    expect(within(details).getByText('marko@example.at')).toBeInTheDocument();
    const address = screen.getByRole('region', { name: 'Default delivery address' });
    expect(within(address).getByText('Meiereistraße 7')).toBeInTheDocument();
    expect(within(address).getByText('1020 Wien')).toBeInTheDocument();
    expect(screen.getByText(/we sent a link to marko@example.at/)).toBeInTheDocument();
    const orders = screen.getByRole('region', { name: 'Latest orders' });
    expect(
      within(orders)
        .getByRole('link', { name: /Order AT2026-000007/ })
        .getAttribute('href'),
    ).toBe('/my-account/order-details/6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e01/');
    const nav = screen.getByRole('navigation', { name: 'My account' });
    expect(within(nav).getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByText('Hi Marko!')).toBeInTheDocument();
  });

  it('after a login, then it welcomes the customer once', async () => {
    const shop = createTestShop();
    await shop.services.session.login({ email: 'marko@example.at', password: 'x' });
    const first = await showPage(shop, overviewPage, '/my-account/');
    expect(screen.getByRole('status')).toHaveTextContent('Welcome back, Marko!');
    first.unmount();

    await showPage(shop, overviewPage, '/my-account/');
    expect(screen.queryByText(/Welcome back/)).not.toBeInTheDocument();
  });
});
