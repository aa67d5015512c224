import { describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ListingMother, aMenuItem } from '@fanshop/core/testing';
import { listingRecommendedGender, type Listing } from '@fanshop/core/catalog';
import { matchRoute } from '@fanshop/core/navigation';
import { Gender } from '@fanshop/core/shared';
import { createTestShop, type TestShop } from '../../testing/test-shop';
import { Header } from '../../header/Header';
import * as listingPage from './listing-page';

/** The phone menu's gender tabs and what each department lists. */
function menus(shop: TestShop) {
  const department = (name: string, gender: Gender, entry: string) =>
    aMenuItem({
      name,
      type: 'root-gender',
      url: `/${name.toLowerCase()}/`,
      data: { gender },
      options: [aMenuItem({ name: entry, url: `/${name.toLowerCase()}/${entry.toLowerCase()}/` })],
    });
  const tree = [
    department('Women', Gender.female, 'Dresses'),
    department('Men', Gender.male, 'Boots'),
    department('Kids', Gender.kids, 'Balls'),
  ];
  shop.fakes.header.menus = { desktop: tree, mobile: tree };
}

/** The header and the listing page at `path`, loaded as the router would. */
async function listingWithHeader(path: string, listing: Listing, shop = createTestShop()) {
  menus(shop);
  await shop.services.menu.loadFrame();
  shop.fakes.listing.with(path, listing);
  const matched = matchRoute(path);
  if (matched.kind !== 'route') throw new Error(path);
  await listingPage.load({ services: shop.services, match: matched });
  const Page = listingPage.default;
  await act(async () => {
    shop.render(
      <>
        <Header />
        <Page match={matched} />
      </>,
      path,
    );
  });
  return shop;
}

async function openMenu(): Promise<HTMLElement> {
  await userEvent.click(screen.getByRole('button', { name: 'Open the menu' }));
  return screen.getByRole('dialog', { name: 'Menu' });
}

function pressed(dialog: HTMLElement): string[] {
  return within(within(dialog).getByRole('group', { name: 'Department' }))
    .getAllByRole('button')
    .filter((button) => button.getAttribute('aria-pressed') === 'true')
    .map((button) => button.textContent ?? '');
}

describe('given a listing of one department', () => {
  it('when the phone menu opens, then it shows that department, as the server recommends', async () => {
    // The men's jerseys: the path asks for the men's department.
    await listingWithHeader('/men/jerseys/', ListingMother.menJerseys());

    const dialog = await openMenu();

    expect(pressed(dialog)).toEqual(['Men']);
    expect(within(dialog).getByRole('link', { name: 'Boots' })).toBeInTheDocument();
  });

  it('when the shopper picks another department, then their choice outranks the recommendation', async () => {
    const shop = await listingWithHeader('/men/jerseys/', ListingMother.menJerseys());
    const dialog = await openMenu();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Kids' }));
    // A later recommendation (the listing again) does not take the shopper's choice away.
    act(() => shop.services.menu.recommendGender(Gender.male));

    expect(pressed(dialog)).toEqual(['Kids']);
  });

  it('when a later page recommends no department, then the known one stays', async () => {
    const shop = await listingWithHeader('/men/jerseys/', ListingMother.menJerseys());
    const mixed = ListingMother.listing();
    const several = {
      ...mixed,
      categoryTree: { ...mixed.categoryTree, genders: [Gender.female, Gender.male] },
    };
    act(() => shop.services.menu.recommendGender(listingRecommendedGender(several)));

    const dialog = await openMenu();

    expect(pressed(dialog)).toEqual(['Men']);
  });
});

describe('given a listing of several departments', () => {
  it('when the phone menu opens, then no department is chosen for the shopper', async () => {
    const listing = ListingMother.listing();
    const several: Listing = {
      ...listing,
      categoryTree: { ...listing.categoryTree, genders: [Gender.female, Gender.male, Gender.kids] },
    };
    await listingWithHeader('/jerseys/', several);

    const dialog = await openMenu();

    expect(pressed(dialog)).toEqual([]);
  });
});
