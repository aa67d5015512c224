import { describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestShop } from '../testing/test-shop';
import { ShopLink } from '../components/ShopLink';
import { App } from './App';

async function shopAt(path: string) {
  const shop = createTestShop();
  await shop.services.router.resolve(path);
  await act(async () => {
    shop.render(
      <>
        <App />
        <ShopLink href="/static/nothing/?sort=price">Same page, other query</ShopLink>
        <ShopLink href="/static/elsewhere/">Another page</ShopLink>
      </>,
      path,
    );
  });
  return shop;
}

/** Waits until the router has resolved what the link asked for. */
async function follow(name: string) {
  const link = screen.getByRole('link', { name });
  link.focus();
  await userEvent.click(link);
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  return link;
}

describe('after a route change', () => {
  it('a new page takes the focus to its content, so screen readers start there', async () => {
    await shopAt('/static/nothing/');
    await follow('Another page');
    expect(document.activeElement?.id).toBe('main');
  });

  it('a new query of the same page (a filter, the sorting) leaves the focus where the shopper is', async () => {
    await shopAt('/static/nothing/');
    const link = await follow('Same page, other query');
    expect(document.activeElement).toBe(link);
  });
});
