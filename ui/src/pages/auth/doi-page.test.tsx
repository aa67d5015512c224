import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiFailureMother } from '@fanshop/core/testing';
import { createTestShop } from '../../testing/test-shop';
import { renderPage } from '../../content/testing/render-page';
import * as doiPage from './doi-page';

describe('DoubleOptInPage', () => {
  it('given a valid link, then the address is confirmed and the shop says thank you', async () => {
    const shop = createTestShop();
    const { head } = await renderPage(shop, doiPage, '/doi/thankyou/hash-7d2e/?token=doi-token');
    expect(shop.fakes.auth.confirmations).toEqual([{ userHash: 'hash-7d2e', token: 'doi-token' }]);
    expect(screen.getByRole('heading', { name: 'Thank you for confirming!' })).toBeInTheDocument();
    expect(head()?.title).toBe('Thank you for confirming! | Rot-Weiß-Rot Fan Shop');
  });

  it('given an expired or incomplete link, then it says the link does not work', async () => {
    const expired = createTestShop();
    expired.fakes.auth.failure = ApiFailureMother.validation(
      { token: 'invalid or expired token' },
      { token: 'invalid-link-token' },
    );
    const { head } = await renderPage(expired, doiPage, '/doi/thankyou/hash-7d2e/?token=old');
    expect(screen.getByRole('heading', { name: 'This link does not work' })).toBeInTheDocument();
    expect(head()?.title, 'the title says what the heading says').toBe(
      'This link does not work | Rot-Weiß-Rot Fan Shop',
    );
  });

  it('given a link without its token, then nothing is sent and it says the link does not work', async () => {
    const shop = createTestShop();
    const { head } = await renderPage(shop, doiPage, '/doi/thankyou/hash-7d2e/');
    expect(shop.fakes.auth.confirmations).toHaveLength(0);
    expect(head()?.title).toBe('This link does not work | Rot-Weiß-Rot Fan Shop');
    expect(screen.getByRole('heading', { name: 'This link does not work' })).toBeInTheDocument();
  });

  it('given a failing server, then it offers a retry that confirms', async () => {
    const shop = createTestShop();
    shop.fakes.auth.failure = ApiFailureMother.serverError();
    const { head } = await renderPage(shop, doiPage, '/doi/thankyou/hash-7d2e/?token=doi-token');
    expect(screen.getByRole('heading', { name: 'Confirmation failed' })).toBeInTheDocument();
    expect(head()?.title).toBe('Confirmation failed | Rot-Weiß-Rot Fan Shop');

    shop.fakes.auth.failure = undefined;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));

    expect(screen.getByRole('heading', { name: 'Thank you for confirming!' })).toBeInTheDocument();
    expect(shop.fakes.auth.confirmations).toHaveLength(2);
    expect(head()?.title).toBe('Thank you for confirming! | Rot-Weiß-Rot Fan Shop');
  });

  it('given German and an invalid link, then the German title says the link does not work', async () => {
    const shop = createTestShop({ language: 'de-AT' });
    const { head } = await renderPage(shop, doiPage, '/de/doi/thankyou/hash-7d2e/');
    const heading = screen.getByRole('heading', { level: 1 }).textContent ?? '';
    expect(heading).not.toBe('');
    expect(head()?.title.startsWith(`${heading} | `)).toBe(true);
  });
});
