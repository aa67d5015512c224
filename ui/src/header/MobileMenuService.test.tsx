import { describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aMenuItem } from '@fanshop/core/testing';
import type { Language } from '@fanshop/core/shared';
import { Gender } from '@fanshop/core/shared';
import { createTestShop } from '../testing/test-shop';
import { Header } from './Header';

async function openMenuAt(path: string, language: Language = 'en-US'): Promise<HTMLElement> {
  const shop = createTestShop({ language });
  const women = aMenuItem({
    name: 'Women',
    type: 'root-gender',
    url: '/women/',
    data: { gender: Gender.female },
  });
  shop.fakes.header.menus = { desktop: [women], mobile: [women] };
  await shop.services.menu.loadFrame();
  await act(async () => {
    shop.render(<Header />, path);
  });
  await userEvent.click(
    screen.getByRole('button', { name: language === 'de-AT' ? 'Menü öffnen' : 'Open the menu' }),
  );
  return screen.getByRole('dialog');
}

describe('given the mobile menu at its first level', () => {
  it('when a guest opens it, then it offers log in, the wishlist, help and the other language', async () => {
    const dialog = await openMenuAt('/men/');
    const service = within(dialog).getByRole('navigation', { name: 'Service' });

    expect(within(service).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login/');
    expect(within(service).getByRole('link', { name: 'Wishlist, 0 products' })).toHaveAttribute(
      'href',
      '/wishlist/',
    );
    expect(within(service).getByRole('link', { name: 'Help & contact' })).toHaveAttribute('href', '/faq/');
    expect(within(service).getByRole('link', { name: 'Deutsch' })).toHaveAttribute('href', '/de/men/');
  });

  it('when it is opened in German, then the links are German and the switch leads to English', async () => {
    const dialog = await openMenuAt('/de/herren/', 'de-AT');
    const service = within(dialog).getByRole('navigation', { name: 'Service' });

    expect(within(service).getByRole('link', { name: 'Anmelden' })).toHaveAttribute('href', '/de/login/');
    expect(within(service).getByRole('link', { name: 'Hilfe & Kontakt' })).toHaveAttribute(
      'href',
      '/de/faq/',
    );
    expect(within(service).getByRole('link', { name: 'English' })).toHaveAttribute('lang', 'en-US');
  });

  it('when a department is chosen, then the service links stay below its entries', async () => {
    const dialog = await openMenuAt('/men/');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Women' }));
    expect(within(dialog).getByRole('navigation', { name: 'Service' })).toBeInTheDocument();
  });
});
