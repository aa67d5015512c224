import { describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ListingMother } from '@fanshop/core/testing';
import { DRAFT_COUNT_DEBOUNCE_MS } from '@fanshop/core/catalog';
import type { TestShop } from '../../testing/test-shop';
import { openListing, withTotal } from './testing/open-listing';

const PATH = '/men/jerseys/';

async function openSheet(name = /^Filter/): Promise<HTMLElement> {
  await userEvent.click(screen.getByRole('button', { name }));
  return screen.getByRole('dialog');
}

/** The shopper pauses: the draft is counted and its answer arrives. */
async function pause(shop: TestShop): Promise<void> {
  await act(() => shop.fakes.scheduler.advanceAsync(DRAFT_COUNT_DEBOUNCE_MS));
}

describe('the phone filter sheet says how many results it will show', () => {
  it('opens with the listing’s own count, and follows the draft once the shopper pauses', async () => {
    const shop = await openListing(PATH, ListingMother.menJerseys());
    const sheet = await openSheet();
    expect(within(sheet).getByRole('button', { name: 'Show 72 results' })).toBeInTheDocument();

    // The API answers the draft with Nike ticked.
    shop.fakes.listing.with(PATH, withTotal(ListingMother.menJerseys(), 128));
    await userEvent.click(within(sheet).getByRole('checkbox', { name: /Nike/ }));
    expect(within(sheet).getByRole('button', { name: 'Show 72 results' })).toBeInTheDocument();
    expect(shop.fakes.listing.requests).toHaveLength(1);

    await pause(shop);
    expect(within(sheet).getByRole('button', { name: 'Show 128 results' })).toBeInTheDocument();
    expect(within(sheet).getByRole('status')).toHaveTextContent('128 results');
    expect(shop.fakes.listing.requests.at(-1)?.query.filters).toEqual([101]);

    await userEvent.click(within(sheet).getByRole('button', { name: 'Show 128 results' }));
    expect(shop.fakes.navigator.visits).toEqual(['/men/jerseys/?filters=101']);
  });

  it('says "Show 1 result" for one, and counts the draft again after Reset', async () => {
    const shop = await openListing(PATH, ListingMother.menJerseys());
    const sheet = await openSheet();
    shop.fakes.listing.with(PATH, withTotal(ListingMother.menJerseys(), 1));

    await userEvent.click(within(sheet).getByRole('checkbox', { name: /Puma/ }));
    await pause(shop);
    expect(within(sheet).getByRole('button', { name: 'Show 1 result' })).toBeInTheDocument();

    await userEvent.click(within(sheet).getByRole('button', { name: 'Reset' }));
    expect(within(sheet).getByRole('button', { name: 'Show 72 results' })).toBeInTheDocument();
  });

  it('given the count fails, then the button says "Show results" and still applies', async () => {
    const shop = await openListing(PATH, ListingMother.menJerseys());
    const sheet = await openSheet();
    shop.fakes.listing.failure = Object.assign(new Error('down'), { status: 503, data: {} });

    await userEvent.click(within(sheet).getByRole('checkbox', { name: /Nike/ }));
    await pause(shop);

    await userEvent.click(within(sheet).getByRole('button', { name: 'Show results' }));
    expect(shop.fakes.navigator.visits).toEqual(['/men/jerseys/?filters=101']);
  });

  it('asks once for a burst of ticks, and nothing more once the sheet is closed', async () => {
    const shop = await openListing(PATH, ListingMother.menJerseys());
    const sheet = await openSheet();
    for (const name of [/Nike/, /Puma/, /Adidas/]) {
      await userEvent.click(within(sheet).getByRole('checkbox', { name }));
    }
    await pause(shop);
    expect(shop.fakes.listing.requests.map((r) => r.query.filters)).toEqual([[], [101, 102, 103]]);

    await userEvent.click(within(sheet).getByRole('checkbox', { name: /Nike/ }));
    await userEvent.keyboard('{Escape}');
    await pause(shop);
    expect(shop.fakes.listing.requests).toHaveLength(2);
  });

  it('in German: "128 Ergebnisse anzeigen"', async () => {
    const shop = await openListing(`/de${PATH}`, ListingMother.menJerseys(), { language: 'de-AT' });
    const sheet = await openSheet(/^Filtern/);
    expect(within(sheet).getByRole('button', { name: '72 Ergebnisse anzeigen' })).toBeInTheDocument();

    shop.fakes.listing.with(PATH, withTotal(ListingMother.menJerseys(), 1280));
    await userEvent.click(within(sheet).getByRole('checkbox', { name: /Nike/ }));
    await pause(shop);
    expect(within(sheet).getByRole('button', { name: '1.280 Ergebnisse anzeigen' })).toBeInTheDocument();
  });
});
