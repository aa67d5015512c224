import { describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ListingMother, V } from '@fanshop/core/testing';
import { splitUrl } from '@fanshop/core/navigation';
import { openListing } from './testing/open-listing';

const PATH = '/men/jerseys/';

function products(): HTMLElement {
  return screen.getByRole('list', { name: 'Products' });
}

describe('a filter being applied shows that it is', () => {
  it('from the tick itself, before the new listing loads: the products dim as busy and the count says so', async () => {
    const shop = await openListing(PATH, ListingMother.menJerseys());
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('72 products');
    expect(products()).not.toHaveAttribute('aria-busy');

    await userEvent.click(
      within(screen.getByRole('complementary', { name: 'Filters' })).getByRole('checkbox', { name: /Nike/ }),
    );

    // The shop has navigated; the router has not even started loading the new URL.
    expect(shop.fakes.navigator.visits).toEqual(['/men/jerseys/?filters=101']);
    expect(products()).toHaveAttribute('aria-busy', 'true');
    expect(status).toHaveTextContent('Updating products…');
    expect(document.querySelector('.listing-results--applying')).not.toBeNull();

    // The new listing arrives.
    shop.fakes.listing.with(PATH, ListingMother.menJerseys({ selected: [V.nike] }));
    const { path, query } = splitUrl(shop.fakes.navigator.visits[0] ?? '');
    await act(() => shop.services.listing.load({ path, query, language: 'en-US' }));

    expect(products()).not.toHaveAttribute('aria-busy');
    expect(status).toHaveTextContent('72 products');
    expect(document.querySelector('.listing-results--applying')).toBeNull();
  });

  it('after the phone sheet’s Apply too, and in German', async () => {
    await openListing(`/de${PATH}`, ListingMother.menJerseys(), { language: 'de-AT' });
    await userEvent.click(screen.getByRole('button', { name: /^Filtern/ }));
    const sheet = screen.getByRole('dialog');

    await userEvent.click(within(sheet).getByRole('checkbox', { name: /Nike/ }));
    await userEvent.click(within(sheet).getByRole('button', { name: /anzeigen$/ }));

    expect(screen.getByRole('list', { name: 'Produkte' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Produkte werden aktualisiert …');
  });

  it('keeps the progress bar in the page while idle, so that showing it moves nothing', async () => {
    await openListing(PATH, ListingMother.menJerseys());

    const bar = document.querySelector('.listing-results__progress');
    expect(bar).not.toBeNull();
    expect(bar).toHaveAttribute('aria-hidden', 'true');
  });
});
