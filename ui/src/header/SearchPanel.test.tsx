import { describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aBlogPost, aPreviewProduct, aSuggestion } from '@fanshop/core/testing';
import { createTestShop, type TestShop } from '../testing/test-shop';
import { clickLikeSafari, tapLikeSafari } from '../testing/safari-focus';
import { SearchPanel } from './SearchPanel';

function shopWithSearchData(): TestShop {
  const shop = createTestShop();
  const header = shop.fakes.header;
  header.suggestions.set('', [
    aSuggestion('Scarves', 40),
    aSuggestion('Shorts', 205),
    aSuggestion('Caps', 12),
    aSuggestion('Balls', 30),
    aSuggestion('Hoodies', 152),
    aSuggestion('Gloves', 5),
  ]);
  header.data = {
    blogPosts: [aBlogPost({ id: 1, title: 'The new home jersey' })],
    previews: [aPreviewProduct({ id: 11, name: 'Popular jersey' })],
  };
  header.suggestions.set('jer', [aSuggestion('Jerseys', 288), aSuggestion('Kids jerseys', 103)]);
  header.previews.set('jer', [aPreviewProduct({ id: 21, name: 'Home jersey 2026' })]);
  header.suggestions.set('home+jersey', [aSuggestion('Home jersey', 103)]);
  return shop;
}

async function openPanel(shop: TestShop): Promise<HTMLElement> {
  shop.render(<SearchPanel />);
  const field = screen.getByRole('combobox', { name: 'Search the shop' });
  await userEvent.click(field);
  return field;
}

async function type(shop: TestShop, field: HTMLElement, text: string): Promise<void> {
  await userEvent.clear(field);
  await userEvent.type(field, text);
}

/** The search with a button beside it, outside the search, and the panel open. */
async function openBesideAButton(shop: TestShop): Promise<HTMLElement> {
  shop.render(
    <>
      <SearchPanel />
      <button type="button">Elsewhere</button>
    </>,
  );
  const field = screen.getByRole('combobox', { name: 'Search the shop' });
  await userEvent.click(field);
  return field;
}

describe('SearchPanel', () => {
  it('when the field gets the focus, then it shows the top 5 searches with their counts, popular products and posts', async () => {
    const shop = shopWithSearchData();
    const field = await openPanel(shop);

    expect(field).toHaveAttribute('aria-expanded', 'true');
    const listbox = screen.getByRole('listbox', { name: 'Search suggestions' });
    const suggestions = within(within(listbox).getByRole('group', { name: 'Popular searches' })).getAllByRole(
      'option',
    );
    expect(suggestions.map((option) => option.getAttribute('aria-label'))).toEqual([
      'Shorts, 205 products',
      'Hoodies, 152 products',
      'Scarves, 40 products',
      'Balls, 30 products',
      'Caps, 12 products',
    ]);
    expect(within(suggestions[0]!).getByText('205')).toBeInTheDocument();
    expect(within(listbox).getByRole('group', { name: 'Popular products' })).toHaveTextContent(
      'Popular jersey',
    );
    expect(within(listbox).getByRole('group', { name: 'From the blog' })).toHaveTextContent(
      'The new home jersey',
    );
  });

  it('when the shopper types, then the query is searched only 1 s after the last keystroke', async () => {
    const shop = shopWithSearchData();
    const field = await openPanel(shop);

    await type(shop, field, 'je');
    await act(() => shop.fakes.scheduler.advanceAsync(600));
    await type(shop, field, 'jer');
    await act(() => shop.fakes.scheduler.advanceAsync(999));
    expect(shop.fakes.header.calls.filter((call) => call.startsWith('autosuggest:j'))).toEqual([]);

    await act(() => shop.fakes.scheduler.advanceAsync(1));

    expect(shop.fakes.header.calls).toContain('autosuggest:jer');
    expect(shop.fakes.header.calls).not.toContain('autosuggest:je');
    const group = screen.getByRole('group', { name: 'Suggestions' });
    expect(
      within(group)
        .getAllByRole('option')
        .map((o) => o.getAttribute('aria-label')),
    ).toEqual(['Jerseys, 288 products', 'Kids jerseys, 103 products']);
    expect(screen.getByRole('group', { name: 'Products' })).toHaveTextContent('Home jersey 2026');
  });

  it('when Enter is pressed, then it goes to /search/ with the normalised query, reports the search and closes empty', async () => {
    const shop = shopWithSearchData();
    const field = await openPanel(shop);
    await type(shop, field, '  home   jersey ');

    await userEvent.keyboard('{Enter}');

    expect(shop.fakes.navigator.visits).toEqual(['/search/?q=home+jersey']);
    expect(shop.fakes.analytics.named('search')).toEqual([{ name: 'search', searchTerm: 'home jersey' }]);
    expect(field).toHaveAttribute('aria-expanded', 'false');
    expect((field as HTMLInputElement).value).toBe('');
  });

  it('given a query of one character, when Enter is pressed, then nothing happens', async () => {
    const shop = shopWithSearchData();
    const field = await openPanel(shop);
    await type(shop, field, 'j');
    await userEvent.keyboard('{Enter}');
    expect(shop.fakes.navigator.visits).toEqual([]);
    expect(field).toHaveAttribute('aria-expanded', 'true');
  });

  it('when the arrow keys move to an entry and Enter is pressed, then that entry is followed', async () => {
    const shop = shopWithSearchData();
    const field = await openPanel(shop);

    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{ArrowDown}');
    const active = field.getAttribute('aria-activedescendant');
    expect(document.getElementById(active!)).toHaveAttribute('aria-label', 'Hoodies, 152 products');
    expect(document.getElementById(active!)).toHaveAttribute('aria-selected', 'true');

    await userEvent.keyboard('{ArrowUp}');
    await userEvent.keyboard('{ArrowUp}');
    // From the first entry, up wraps around to the last one: the blog post.
    expect(document.getElementById(field.getAttribute('aria-activedescendant')!)?.textContent).toBe(
      'The new home jersey',
    );
    // …and down from the last wraps around to the first.
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');

    expect(shop.fakes.navigator.visits).toEqual(['/search/?q=Shorts']);
    expect(shop.fakes.analytics.named('search')).toEqual([{ name: 'search', searchTerm: 'Shorts' }]);
    expect(field).toHaveAttribute('aria-expanded', 'false');
  });

  it('when a product preview is clicked, then its page opens', async () => {
    const shop = shopWithSearchData();
    await openPanel(shop);
    await userEvent.click(screen.getByText('Popular jersey'));
    expect(shop.fakes.navigator.visits).toEqual(['/p/product-11/']);
  });

  it('given a query with neither suggestions nor products, then it says so and hides the posts', async () => {
    const shop = shopWithSearchData();
    const field = await openPanel(shop);
    await type(shop, field, 'xyz');
    await act(() => shop.fakes.scheduler.advanceAsync(1000));

    expect(screen.getByRole('status').textContent).toBe('Nothing found for “xyz”. Try another word.');
    expect(screen.queryByRole('group', { name: 'From the blog' })).not.toBeInTheDocument();
    expect(screen.queryAllByRole('option')).toEqual([]);
  });

  it('when Escape is pressed, then the panel closes and the query is cleared', async () => {
    const shop = shopWithSearchData();
    const field = await openPanel(shop);
    await type(shop, field, 'jer');

    await userEvent.keyboard('{Escape}');

    expect(field).toHaveAttribute('aria-expanded', 'false');
    expect((field as HTMLInputElement).value).toBe('');
    // The search that was waiting is dropped with the query.
    await act(() => shop.fakes.scheduler.advanceAsync(1000));
    expect(shop.fakes.header.calls).not.toContain('autosuggest:jer');
  });

  it('works before the script runs: the form is a GET to /search/ in the page language', () => {
    createTestShop({ language: 'de-AT' }).render(<SearchPanel />, '/de/');
    const field = screen.getByRole('combobox', { name: 'Im Shop suchen' });
    const form = field.closest('form')!;
    expect(form).toHaveAttribute('action', '/de/search/');
    expect(form).toHaveAttribute('method', 'get');
    expect(field).toHaveAttribute('name', 'q');
  });

  it('when the focus moves to an element outside the search, then the panel closes and the query is cleared', async () => {
    const shop = shopWithSearchData();
    const field = await openBesideAButton(shop);
    await type(shop, field, 'jer');

    await userEvent.click(screen.getByRole('button', { name: 'Elsewhere' }));

    expect(field).toHaveAttribute('aria-expanded', 'false');
    expect(field).toHaveValue('');
  });

  it('when a part of the panel that takes no focus is clicked, then it stays open with the query until a press outside', async () => {
    const shop = shopWithSearchData();
    const field = await openBesideAButton(shop);
    await type(shop, field, 'jer');
    await act(() => shop.fakes.scheduler.advanceAsync(1000));

    await userEvent.click(screen.getByText('Suggestions'));

    expect(field).toHaveAttribute('aria-expanded', 'true');
    expect(field).toHaveValue('jer');

    await userEvent.click(document.body);

    expect(field).toHaveAttribute('aria-expanded', 'false');
    expect(field).toHaveValue('');
  });
});

describe('given Safari, where a pressed button does not take the focus', () => {
  it('when the magnifier is clicked after typing, then it searches for the query typed', async () => {
    const shop = shopWithSearchData();
    const field = await openPanel(shop);
    await type(shop, field, 'trikot');

    await clickLikeSafari(screen.getByRole('button', { name: 'Search' }));

    expect(shop.fakes.navigator.visits).toEqual(['/search/?q=trikot']);
    expect(shop.fakes.analytics.named('search')).toEqual([{ name: 'search', searchTerm: 'trikot' }]);
  });

  it('on an iPhone, where the blur comes only after the finger is lifted, when the magnifier is tapped, then it searches', async () => {
    const shop = shopWithSearchData();
    const field = await openPanel(shop);
    await type(shop, field, 'trikot');

    await tapLikeSafari(screen.getByRole('button', { name: 'Search' }));

    expect(shop.fakes.navigator.visits).toEqual(['/search/?q=trikot']);
  });

  it('when a button outside the search is clicked, then the panel closes and the query is cleared', async () => {
    const shop = shopWithSearchData();
    const field = await openBesideAButton(shop);
    await type(shop, field, 'jer');

    await clickLikeSafari(screen.getByRole('button', { name: 'Elsewhere' }));

    expect(field).toHaveAttribute('aria-expanded', 'false');
    expect(field).toHaveValue('');
  });
});
