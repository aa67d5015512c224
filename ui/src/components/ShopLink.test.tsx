import { describe, expect, it } from 'vitest';
import { act, screen, fireEvent } from '@testing-library/react';
import { useLocation } from 'wouter';
import type { Language } from '@fanshop/core/shared';
import { createTestShop } from '../testing/test-shop';
import { ShopLink } from './ShopLink';

/** Where the router is, as the page would read it. */
function Where() {
  const [location] = useLocation();
  return <output aria-label="where">{location}</output>;
}

function shopWith(ui: React.ReactElement, language: Language = 'en-US') {
  const shop = createTestShop({ language });
  shop.render(
    <>
      {ui}
      <Where />
    </>,
    '/start/',
  );
  return shop;
}

const where = () => screen.getByRole('status', { name: 'where' }).textContent;

describe('ShopLink', () => {
  it('given an app path, then it leads there in the page’s language, inside the app', () => {
    shopWith(<ShopLink href="/men/">Men</ShopLink>, 'de-AT');
    const link = screen.getByRole('link', { name: 'Men' });
    expect(link.getAttribute('href')).toBe('/de/men/');
    expect(link.getAttribute('target')).toBeNull();
    fireEvent.click(link);
    expect(where()).toBe('/de/men/');
  });

  it('given the shopper switching the language, then the same link leads to the new language’s page', async () => {
    const shop = shopWith(<ShopLink href="/men/">Men</ShopLink>);
    expect(screen.getByRole('link', { name: 'Men' }).getAttribute('href')).toBe('/men/');
    await act(() => shop.locale.use('de-AT'));
    expect(screen.getByRole('link', { name: 'Men' }).getAttribute('href')).toBe('/de/men/');
    await act(() => shop.locale.use('en-US'));
    expect(screen.getByRole('link', { name: 'Men' }).getAttribute('href')).toBe('/men/');
  });

  it.each([
    ['the Ctrl key', { ctrlKey: true }],
    ['the Cmd key', { metaKey: true }],
    ['the Shift key', { shiftKey: true }],
    ['the Alt key', { altKey: true }],
    ['the middle button', { button: 1 }],
  ])('given a click with %s, then the browser opens it as it would (another tab or window)', (_, init) => {
    shopWith(<ShopLink href="/men/">Men</ShopLink>);
    const link = screen.getByRole('link', { name: 'Men' });
    expect(fireEvent.click(link, init), 'the browser’s own way is not prevented').toBe(true);
    expect(where()).toBe('/start/');
  });

  it('given its own handler, then that runs first and may keep the shopper where they are', () => {
    const seen: string[] = [];
    shopWith(
      <>
        <ShopLink href="/men/" onClick={() => seen.push('men')}>
          Men
        </ShopLink>
        <ShopLink href="/women/" onClick={(event) => event.preventDefault()}>
          Women
        </ShopLink>
      </>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Women' }));
    expect(where()).toBe('/start/');
    fireEvent.click(screen.getByRole('link', { name: 'Men' }));
    expect(seen).toEqual(['men']);
    expect(where()).toBe('/men/');
  });

  it('given a checkout address, then it loads the full page; given another site’s, then a new tab', () => {
    shopWith(
      <>
        <ShopLink href="http://checkout.test/cart/">Checkout</ShopLink>
        <ShopLink href="https://example.org/rules/">Rules</ShopLink>
      </>,
    );
    const checkout = screen.getByRole('link', { name: 'Checkout' });
    expect(checkout.getAttribute('href')).toBe('http://checkout.test/cart/');
    expect(checkout.getAttribute('target')).toBeNull();
    expect(fireEvent.click(checkout)).toBe(true);
    const rules = screen.getByRole('link', { name: 'Rules' });
    expect(rules.getAttribute('target')).toBe('_blank');
    expect(rules.getAttribute('rel')).toBe('noopener noreferrer');
    expect(where()).toBe('/start/');
  });
});
