import { expect, test } from './support/fixtures';

/**
 * The keyboard in every engine: the skip link comes first and shows its focus, and the search works
 * from the keyboard alone.
 */
test(
  'keyboard: the skip link, then a search by keys alone',
  { tag: ['@phone', '@desktop'] },
  async ({ shopper }) => {
    await shopper.open('/');
    await shopper.press('Tab');
    const focused = await shopper.until<undefined, { visible: boolean; top: number } | null>(
      'the skip link takes focus',
      () => {
        const active = document.activeElement as HTMLElement | null;
        return active?.textContent === 'Skip to content'
          ? { visible: active.matches(':focus-visible'), top: active.getBoundingClientRect().top }
          : null;
      },
    );
    expect(focused?.visible).toBe(true);
    expect(focused?.top).toBeGreaterThanOrEqual(0);
    await shopper.press('Enter');
    await shopper.until(
      'the main content has focus',
      () => document.activeElement?.id === 'main' || document.activeElement?.closest('#main') !== null,
    );

    await shopper.open('/');
    await shopper.run(() =>
      (document.querySelector('input[role="combobox"]') as HTMLInputElement | null)?.focus(),
    );
    await shopper.until(
      'the search field has the focus',
      () => document.hasFocus() && document.activeElement?.getAttribute('role') === 'combobox',
    );
    await shopper.type('scarf');
    await shopper.see({ role: 'listbox', name: 'Search suggestions' });
    await shopper.press('Enter');
    await shopper.urlIs(
      'the search results',
      (url) => url.pathname === '/search/' && url.searchParams.get('q') === 'scarf',
    );
  },
);
