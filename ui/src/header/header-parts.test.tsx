import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aPreviewProduct } from '@fanshop/core/testing';

// The tests' setup loads the header's parts first, as a shopper's first sign of intent does; these
// start from a page whose parts have not come yet (a fresh copy of the modules).
async function freshHeader() {
  vi.resetModules();
  const { createTestShop } = await import('../testing/test-shop');
  const { Header } = await import('./Header');
  const shop = createTestShop();
  await act(async () => {
    shop.render(<Header />);
  });
  return shop;
}

/** The header's search on a fresh copy of the modules, with a popular product to preview; its field. */
async function freshSearchPanel(): Promise<HTMLElement> {
  const { createTestShop } = await import('../testing/test-shop');
  const { SearchPanel } = await import('./SearchPanel');
  const shop = createTestShop();
  shop.fakes.header.data = { blogPosts: [], previews: [aPreviewProduct({ id: 11, name: 'Popular jersey' })] };
  await act(async () => {
    shop.render(<SearchPanel />);
  });
  return screen.getByRole('combobox', { name: 'Search the shop' });
}

describe("the header's popups and phone menu before their code came", () => {
  it('a click opens the account popup at once; its content and the focus follow when the code is there', async () => {
    await freshHeader();
    const account = screen.getByRole('button', { name: /^Account/ });
    account.focus();

    await userEvent.click(account);

    expect(account).toHaveAttribute('aria-expanded', 'true');
    const dialog = screen.getByRole('dialog', { name: 'My account' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    expect(document.activeElement?.textContent).toBe('Log in');
    expect(dialog).not.toHaveTextContent('Loading…');

    await userEvent.keyboard('{Escape}');
    expect(account).toHaveAttribute('aria-expanded', 'false');
    expect(document.activeElement).toBe(account);
  });

  it('a popup opened while its code is still on its way says that it loads, not an empty frame', async () => {
    vi.resetModules();
    vi.doMock('./use-header-parts', () => ({ useHeaderParts: () => undefined }));
    try {
      const { createTestShop } = await import('../testing/test-shop');
      const { Header } = await import('./Header');
      const shop = createTestShop();
      await act(async () => {
        shop.render(<Header />);
      });
      await userEvent.click(screen.getByRole('button', { name: /^Cart/ }));
      expect(screen.getByRole('dialog', { name: /^Cart/ })).toHaveTextContent('Loading…');
    } finally {
      vi.doUnmock('./use-header-parts');
    }
  });

  it('the search panel opened while its options are on their way says that it loads, and offers nothing to choose', async () => {
    vi.resetModules();
    vi.doMock('./use-header-parts', () => ({ useHeaderParts: () => null }));
    try {
      const field = await freshSearchPanel();

      await userEvent.click(field);
      await userEvent.keyboard('{ArrowDown}');

      expect(field).toHaveAttribute('aria-expanded', 'true');
      expect(screen.getByRole('status')).toHaveTextContent('Loading…');
      expect(screen.queryAllByRole('option')).toEqual([]);
      expect(field).not.toHaveAttribute('aria-activedescendant');
    } finally {
      vi.doUnmock('./use-header-parts');
    }
  });

  it("the search panel's options follow when their code came", async () => {
    vi.resetModules();
    const field = await freshSearchPanel();

    await userEvent.click(field);

    expect(await screen.findByRole('option', { name: /Popular jersey/ })).toBeInTheDocument();
    expect(screen.getByRole('status')).not.toHaveTextContent('Loading…');
  });

  it('the burger opens the phone menu when its dialog came, with the focus on its title', async () => {
    await freshHeader();

    await userEvent.click(screen.getByRole('button', { name: 'Open the menu' }));

    await screen.findByRole('dialog', { name: 'Menu' });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Menu' })));
  });
});
