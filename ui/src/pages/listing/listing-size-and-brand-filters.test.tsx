import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { filter, FILTERS, ListingMother, value } from '@fanshop/core/testing';
import type { Filter, Listing } from '@fanshop/core/catalog';
import { openListing } from './testing/open-listing';

const PATH = '/men/jerseys/';

/** The mother's filters with these in place of the ones of the same name. */
function withFilters(...replacing: Filter[]): Filter[] {
  return FILTERS.map((f) => replacing.find((r) => r.f_name === f.f_name) ?? f);
}

function listingWith(filters: Filter[], selected: number[] = []): Listing {
  return ListingMother.menJerseys({ filters, selected });
}

const SIZES = filter(89, 'GENERAL_Size', 'toggle', [
  value(501, 'S', { type: 'clothing' }),
  value(502, 'M', { type: 'clothing' }),
  value(511, '42', { type: 'shoe' }),
  value(512, '43', { type: 'shoe' }),
  value(521, '140', { type: 'kids' }),
]);

const BRAND_NAMES = [
  'Adidas',
  'Asics',
  'Erima',
  'Hummel',
  'Jako',
  'Joma',
  'Kappa',
  'Löffler',
  'Nike',
  'Puma',
  'Salomon',
  'Uhlsport',
  'Under Armour',
  'Umbro',
];
const BRANDS = filter(
  83,
  'GENERAL_Brand',
  'toggle',
  BRAND_NAMES.map((name, i) => value(101 + i, name)),
);
const brandId = (name: string): number => 101 + BRAND_NAMES.indexOf(name);

function sidebar(name = 'Filters'): HTMLElement {
  return screen.getByRole('complementary', { name });
}

async function openGroup(scope: HTMLElement, title: string): Promise<HTMLElement> {
  const toggle = within(scope).getByRole('button', { name: new RegExp(`^${title}`) });
  if (toggle.getAttribute('aria-expanded') === 'false') await userEvent.click(toggle);
  return document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLElement;
}

describe('sizes as tiles', () => {
  it('groups clothing, kids and shoe sizes apart, each size a checkbox', async () => {
    await openListing(PATH, listingWith(withFilters(SIZES)));
    const sizes = await openGroup(sidebar(), 'GENERAL_Size');

    const groups = within(sizes).getAllByRole('group');
    expect(groups.map((g) => g.querySelector('legend')?.textContent)).toEqual([
      'GENERAL_Size',
      'Clothing',
      "Kids' clothing",
      'Shoes',
    ]);
    const shoes = within(sizes).getByRole('group', { name: 'Shoes' });
    // Each tile shows its size; its name adds the count, as the other values' names do.
    expect(
      within(shoes)
        .getAllByRole('checkbox')
        .map((box) => box.nextElementSibling?.textContent),
    ).toEqual(['42', '43']);
    expect(within(shoes).getByRole('checkbox', { name: '42 10' })).toBeInTheDocument();
  });

  it('in German, the groups are named in German', async () => {
    await openListing(`/de${PATH}`, listingWith(withFilters(SIZES)), { language: 'de-AT' });
    const sizes = await openGroup(sidebar('Filter'), 'GENERAL_Size');

    expect(within(sizes).getByRole('group', { name: 'Schuhe' })).toBeInTheDocument();
    expect(within(sizes).getByRole('group', { name: 'Bekleidung' })).toBeInTheDocument();
  });

  it('when a tile is ticked, then the listing URL carries its size; a ticked size shows as checked', async () => {
    const shop = await openListing(PATH, listingWith(withFilters(SIZES)));
    const sizes = await openGroup(sidebar(), 'GENERAL_Size');

    await userEvent.click(within(sizes).getByRole('checkbox', { name: /^42\b/ }));
    expect(shop.fakes.navigator.visits).toEqual(['/men/jerseys/?filters=511']);

    await openListing(`${PATH}?filters=511`, listingWith(withFilters(SIZES), [511]), { shop });
    const again = await openGroup(sidebar(), 'GENERAL_Size');
    expect(within(again).getByRole('checkbox', { name: /^42\b/ })).toBeChecked();
  });

  it('given an API that names no scale, then the sizes are one set of tiles without headings', async () => {
    const plain = filter(89, 'GENERAL_Size', 'toggle', [value(501, 'S'), value(502, 'M')]);
    await openListing(PATH, listingWith(withFilters(plain)));
    const sizes = await openGroup(sidebar(), 'GENERAL_Size');

    expect(within(sizes).getAllByRole('group')).toHaveLength(1);
    expect(within(sizes).getAllByRole('checkbox')).toHaveLength(2);
  });
});

describe('a long brand list', () => {
  it('shows the first eight and every ticked brand, and all of them after "Show all"', async () => {
    await openListing(PATH, listingWith(withFilters(BRANDS), [brandId('Umbro')]));
    const brands = await openGroup(sidebar(), 'GENERAL_Brand');
    const names = () =>
      within(brands)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.firstChild);
    expect(names()).toHaveLength(9);
    expect(within(brands).getByRole('checkbox', { name: /Umbro/ })).toBeChecked();
    expect(within(brands).queryByRole('checkbox', { name: /Puma/ })).not.toBeInTheDocument();

    const more = within(brands).getByRole('button', { name: 'Show all (14)' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(more);

    expect(names()).toHaveLength(14);
    const fewer = within(brands).getByRole('button', { name: 'Show fewer' });
    expect(fewer).toHaveAttribute('aria-expanded', 'true');
    expect(fewer).toBe(more);
    expect(document.getElementById(fewer.getAttribute('aria-controls') ?? '')).toContainElement(
      within(brands).getByRole('checkbox', { name: /Puma/ }),
    );
  });

  it('narrows the whole list as the shopper types in "Search brands", and says how many match', async () => {
    const shop = await openListing(PATH, listingWith(withFilters(BRANDS)));
    const brands = await openGroup(sidebar(), 'GENERAL_Brand');

    await userEvent.type(within(brands).getByRole('searchbox', { name: 'Search brands' }), 'u');
    expect(
      within(brands)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.querySelector('span')?.textContent),
    ).toEqual(['Hummel', 'Puma', 'Uhlsport', 'Under Armour', 'Umbro']);
    expect(within(brands).getByRole('status')).toHaveTextContent('5 brands');
    expect(within(brands).queryByRole('button', { name: /Show all/ })).not.toBeInTheDocument();

    await userEvent.type(within(brands).getByRole('searchbox', { name: 'Search brands' }), 'hl');
    expect(within(brands).getByRole('status')).toHaveTextContent('1 brand');
    await userEvent.click(within(brands).getByRole('checkbox', { name: /Uhlsport/ }));
    expect(shop.fakes.navigator.visits).toEqual([`/men/jerseys/?filters=${brandId('Uhlsport')}`]);
  });

  it('finds a brand without its accents, and says when none matches', async () => {
    await openListing(PATH, listingWith(withFilters(BRANDS)));
    const brands = await openGroup(sidebar(), 'GENERAL_Brand');
    const search = within(brands).getByRole('searchbox', { name: 'Search brands' });

    await userEvent.type(search, 'loff');
    expect(within(brands).getAllByRole('checkbox')).toHaveLength(1);
    await userEvent.type(search, 'x');
    expect(within(brands).getByText('No brand matches “loffx”.')).toBeInTheDocument();
  });

  it('in German, the field and the button speak German', async () => {
    await openListing(`/de${PATH}`, listingWith(withFilters(BRANDS)), { language: 'de-AT' });
    const brands = await openGroup(sidebar('Filter'), 'GENERAL_Brand');

    expect(within(brands).getByRole('searchbox', { name: 'Marken durchsuchen' })).toBeInTheDocument();
    expect(within(brands).getByRole('button', { name: 'Alle anzeigen (14)' })).toBeInTheDocument();
  });

  it('given a short brand list, then it shows whole, without a search', async () => {
    await openListing(PATH, ListingMother.menJerseys());
    const brands = await openGroup(sidebar(), 'GENERAL_Brand');

    expect(within(brands).getAllByRole('checkbox')).toHaveLength(3);
    expect(within(brands).queryByRole('searchbox')).not.toBeInTheDocument();
    expect(within(brands).queryByRole('button', { name: /Show all/ })).not.toBeInTheDocument();
  });
});
