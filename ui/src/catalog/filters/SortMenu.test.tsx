import { describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ListingMother } from '@fanshop/core/testing';
import { matchRoute, type RouteMatch } from '@fanshop/core/navigation';
import { createTestShop } from '../../testing/test-shop';
import { clickLikeSafari } from '../../testing/safari-focus';
import * as listingPage from '../../pages/listing/listing-page';

const PATH = '/men/jerseys/';

async function openListing() {
  const shop = createTestShop();
  shop.fakes.listing.with(PATH, ListingMother.menJerseys());
  const match = matchRoute(PATH) as RouteMatch;
  await listingPage.load({ services: shop.services, match });
  const Page = listingPage.default;
  shop.render(<Page match={match} />, PATH);
  return shop;
}

describe('given the sort control of a listing', () => {
  it('when it is shown, then it is a button naming the order, not a bare select', async () => {
    await openListing();
    const button = screen.getByRole('button', { name: 'Sort by Favourites' });
    expect(button.tagName).toBe('BUTTON');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('when opened from the keyboard, then the listbox takes the focus on the current option and arrows, Home and End move', async () => {
    await openListing();
    screen.getByRole('button', { name: 'Sort by Favourites' }).focus();
    await userEvent.keyboard('{ArrowDown}');

    const list = screen.getByRole('listbox', { name: 'Sort by' });
    expect(list).toHaveFocus();
    const active = () => document.getElementById(list.getAttribute('aria-activedescendant') ?? '');
    expect(active()).toHaveTextContent('Favourites');
    expect(screen.getByRole('option', { name: 'Favourites' })).toHaveAttribute('aria-selected', 'true');

    await userEvent.keyboard('{ArrowDown}');
    expect(active()).toHaveTextContent('Price: high to low');
    await userEvent.keyboard('{End}');
    expect(active()).toHaveTextContent('Newest');
    await userEvent.keyboard('{Home}');
    expect(active()).toHaveTextContent('Favourites');
    await userEvent.keyboard('p');
    expect(active()?.textContent).toMatch(/^Price/);
  });

  it('when an option is chosen with Enter, then the listing loads sorted that way and the focus returns to the button', async () => {
    const shop = await openListing();
    await userEvent.click(screen.getByRole('button', { name: 'Sort by Favourites' }));
    await userEvent.keyboard('{End}{Enter}');

    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(shop.fakes.navigator.visits.at(-1)).toMatch(/^\/men\/jerseys\/\?sort/);
    expect(screen.getByRole('button', { name: /^Sort by / })).toHaveFocus();
  });

  it('when Escape is pressed, then it closes without changing the order', async () => {
    const shop = await openListing();
    const visits = shop.fakes.navigator.visits.length;
    await userEvent.click(screen.getByRole('button', { name: 'Sort by Favourites' }));
    await userEvent.keyboard('{ArrowDown}{Escape}');

    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(shop.fakes.navigator.visits).toHaveLength(visits);
    expect(screen.getByRole('button', { name: 'Sort by Favourites' })).toHaveFocus();
  });

  it('when the focus moves to another control, then it closes without changing the order', async () => {
    const shop = await openListing();
    const visits = shop.fakes.navigator.visits.length;
    await userEvent.click(screen.getByRole('button', { name: 'Sort by Favourites' }));

    act(() => screen.getByRole('button', { name: 'Clear all filters' }).focus());

    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(shop.fakes.navigator.visits).toHaveLength(visits);
  });

  it('in Safari, where a pressed button does not take the focus, when the open control is clicked again, then it closes', async () => {
    await openListing();
    const button = screen.getByRole('button', { name: 'Sort by Favourites' });
    await clickLikeSafari(button);
    expect(screen.getByRole('listbox', { name: 'Sort by' })).toHaveFocus();

    await clickLikeSafari(button);

    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});
