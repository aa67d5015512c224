import { describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestShop } from '../testing/test-shop';
import { SearchPanel } from './SearchPanel';

describe('given the header search field', () => {
  it('when the search results page is shown, then the field keeps the query searched for', () => {
    createTestShop().render(<SearchPanel />, '/search/?q=home+jersey');
    expect(screen.getByRole('combobox', { name: 'Search the shop' })).toHaveValue('home jersey');
  });

  it('when the results page is German, then its query shows too', () => {
    createTestShop({ language: 'de-AT' }).render(<SearchPanel />, '/de/search/?q=Schal');
    expect(screen.getByRole('combobox')).toHaveValue('Schal');
  });

  it('when any other page is shown, then the field is empty', () => {
    createTestShop().render(<SearchPanel />, '/men/?q=home+jersey');
    expect(screen.getByRole('combobox', { name: 'Search the shop' })).toHaveValue('');
  });

  it('when the shopper focuses the field on the results page, then the query stays to be refined', async () => {
    createTestShop().render(<SearchPanel />, '/search/?q=home+jersey');
    const field = screen.getByRole('combobox', { name: 'Search the shop' });
    await userEvent.click(field);
    expect(field).toHaveValue('home jersey');
    await userEvent.type(field, ' 2026');
    expect(field).toHaveValue('home jersey 2026');
  });

  it('when the shopper switches to another window while typing and comes back, then the query and the panel stay', async () => {
    createTestShop().render(<SearchPanel />, '/');
    const field = screen.getByRole('combobox', { name: 'Search the shop' });
    await userEvent.type(field, 'sc');
    // The window loses the focus: the field blurs towards nothing, yet stays the page's focused element.
    await act(async () => {
      field.dispatchEvent(new FocusEvent('focusout', { bubbles: true, relatedTarget: null }));
    });
    await act(async () => {
      field.dispatchEvent(new FocusEvent('focusin', { bubbles: true, relatedTarget: null }));
    });
    await userEvent.type(field, 'arf');
    expect(field).toHaveValue('scarf');
    expect(field).toHaveAttribute('aria-expanded', 'true');
  });
});
