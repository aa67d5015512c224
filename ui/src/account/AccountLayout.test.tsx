import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { createTestShop } from '../testing/test-shop';
import { AccountLayout } from './AccountLayout';

/** Lays the tab row out as on a 375 px phone: 343 px visible, four tabs of 130 px with 8 px gaps. */
function phoneTabs() {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return this.classList.contains('account-nav__list') ? 343 : 0;
  });
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return this.classList.contains('account-nav__list') ? 574 : 0;
  });
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const list = this.closest('.account-nav__list') as HTMLElement | null;
    const scrolled = list?.scrollLeft ?? 0;
    if (this.classList.contains('account-nav__list')) return new DOMRect(16, 120, 343, 44);
    const links = [...(list?.querySelectorAll('a') ?? [])];
    const at = links.indexOf(this as HTMLAnchorElement);
    return new DOMRect(16 + at * 138 - scrolled, 120, 130, 44);
  });
}

afterEach(() => vi.restoreAllMocks());

describe('given the account tabs on a phone', () => {
  it('when the page is one of the last tabs, then the row scrolls so that its tab is clear of the fade', () => {
    phoneTabs();
    createTestShop().render(
      <AccountLayout active="accountDetails" titleId="t" title="Account details">
        {null}
      </AccountLayout>,
      '/my-account/account-details/',
    );
    const list = screen.getByRole('list');
    const current = screen.getByRole('link', { current: 'page' });
    expect(current).toHaveTextContent('Account details');
    // The last tab ends at 544 px of 574: the row scrolls to its end (231 px), where no fade is drawn.
    expect(list.scrollLeft).toBe(231);
  });

  it('when the page is the first tab, then the row stays at its start', () => {
    phoneTabs();
    createTestShop().render(
      <AccountLayout active="accountOverview" titleId="t" title="Overview">
        {null}
      </AccountLayout>,
      '/my-account/',
    );
    expect(screen.getByRole('list').scrollLeft).toBe(0);
  });
});
