import { describe, expect, it } from 'vitest';
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ListingMother, V, type ListingSpec } from '@fanshop/core/testing';
import type { Listing } from '@fanshop/core/catalog';
import { matchRoute, type RouteMatch, splitUrl } from '@fanshop/core/navigation';
import { createTestShop, type TestShop } from '../../testing/test-shop';
import * as listingPage from './listing-page';

const PATH = '/men/jerseys/';

function routeOf(url: string): RouteMatch {
  const matched = matchRoute(url);
  if (matched.kind !== 'route') throw new Error(`${url} does not match a route`);
  return matched;
}

/** Opens the listing page at `url` as the router would: runs its loader, then renders it. */
async function openListing(url: string, listing: Listing, shop: TestShop = createTestShop()) {
  // A second page in the same shop replaces the first, as navigation would.
  cleanup();
  shop.fakes.listing.with(splitUrl(url).path, listing);
  const match = routeOf(url);
  await listingPage.load({ services: shop.services, match });
  const Page = listingPage.default;
  shop.render(<Page match={match} />, url);
  return shop;
}

function jerseys(spec: ListingSpec = {}): Listing {
  return ListingMother.menJerseys(spec);
}

/** Where the shopper was sent last (the router would load that URL next). */
function lastVisit(shop: TestShop): string | undefined {
  return shop.fakes.navigator.visits.at(-1);
}

function sidebar(): HTMLElement {
  return screen.getByRole('complementary', { name: 'Filters' });
}

async function expandGroup(scope: HTMLElement, title: string): Promise<HTMLElement> {
  const toggle = within(scope).getByRole('button', { name: new RegExp(`^${title}`) });
  if (toggle.getAttribute('aria-expanded') === 'false') await userEvent.click(toggle);
  const body = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
  if (!body) throw new Error(`no body for ${title}`);
  return body;
}

describe('ListingPage', () => {
  it('shows the heading, the count, the products as links and the filters of the listing', async () => {
    await openListing(PATH, jerseys());

    expect(screen.getByRole('heading', { level: 1, name: 'Jerseys' })).toBeInTheDocument();
    expect(screen.getByText('72 products')).toBeInTheDocument();
    const products = within(screen.getByRole('list', { name: 'Products' })).getAllByRole('article');
    expect(products).toHaveLength(3);
    expect(screen.getByRole('link', { name: /Product 1$/ })).toHaveAttribute('href', '/p/product-1/');
    expect(within(sidebar()).getByRole('checkbox', { name: /Nike/ })).toBeInTheDocument();
  });

  it.each([
    ['en-US', PATH, '2,022 products'],
    ['de-AT', `/de${PATH}`, '2.022 Produkte'],
  ] as const)('writes the count in the %s number format, as prices are', async (language, url, count) => {
    const listing = jerseys();
    const many = { ...listing, pagination: { ...listing.pagination, total: 2022 } };
    const shop = createTestShop({ language });
    // The loader asks for the path without its language prefix.
    shop.fakes.listing.with(PATH, many);
    await openListing(url, many, shop);

    expect(screen.getByText(count)).toBeInTheDocument();
  });

  it('when a brand is ticked in the column, then the listing URL carries it', async () => {
    const shop = await openListing(PATH, jerseys());

    await userEvent.click(within(sidebar()).getByRole('checkbox', { name: /Nike/ }));

    expect(shop.fakes.navigator.visits).toEqual(['/men/jerseys/?filters=101']);
  });

  it('given a size chosen, when another is chosen in the dropdown, then only the new one is applied', async () => {
    const shop = await openListing(`${PATH}?filters=501`, jerseys({ selected: [V.sizeS] }));
    const size = within(sidebar()).getByRole('combobox', { name: 'GENERAL_Size' }) as HTMLSelectElement;
    expect(size.value).toBe(String(V.sizeS));

    await userEvent.selectOptions(size, String(V.sizeM));

    expect(lastVisit(shop)).toBe('/men/jerseys/?filters=502');
  });

  it('given a radio filter, when "All" is chosen, then its value is removed', async () => {
    const shop = await openListing(`${PATH}?filters=601`, jerseys({ selected: [V.sale] }));
    const addition = await expandGroup(sidebar(), 'addition');
    expect(within(addition).getByRole('radio', { name: /Sale/ })).toBeChecked();

    await userEvent.click(within(addition).getByRole('radio', { name: 'All' }));

    expect(lastVisit(shop)).toBe('/men/jerseys/');
  });

  it('when a sub-sport is ticked, then its sport is selected with it', async () => {
    const shop = await openListing(PATH, jerseys());
    const sports = await expandGroup(sidebar(), 'sports');

    await userEvent.click(within(sports).getByRole('checkbox', { name: /Football boots/ }));

    expect(lastVisit(shop)).toBe(`/men/jerseys/?filters=${V.football},${V.footballBoots}`);
  });

  it('shows the applied filters as chips; removing one reloads without it, removing the page one goes to search', async () => {
    const shop = await openListing(`${PATH}?filters=101,201`, jerseys({ selected: [V.nike, V.red] }));

    await userEvent.click(screen.getByRole('button', { name: 'Remove filter Nike' }));
    expect(lastVisit(shop)).toBe('/men/jerseys/?filters=201');

    await openListing(`${PATH}?filters=101,201`, jerseys({ selected: [V.nike, V.red] }), shop);
    await userEvent.click(screen.getByRole('button', { name: 'Remove filter Men' }));
    expect(lastVisit(shop)).toBe('/search/?filters=101,201');
  });

  it('when "Clear all filters" is pressed, then only the page itself stays', async () => {
    const shop = await openListing(`${PATH}?filters=101,201`, jerseys({ selected: [V.nike, V.red] }));

    await userEvent.click(screen.getByRole('button', { name: 'Clear all filters' }));

    expect(lastVisit(shop)).toBe('/men/jerseys/');
  });

  it('sorts by the chosen option; favourites is the default and leaves no sorting in the URL', async () => {
    const shop = await openListing(PATH, jerseys());
    const sort = screen.getByRole('button', { name: 'Sort by Favourites' });
    expect(sort).toHaveAttribute('aria-haspopup', 'listbox');

    await userEvent.click(sort);
    await userEvent.click(screen.getByRole('option', { name: 'Price: low to high' }));
    expect(lastVisit(shop)).toBe('/men/jerseys/?sortField=price&sortType=asc');

    await openListing(
      `${PATH}?sortField=price&sortType=asc`,
      jerseys({ sorting: { field: 'price', type: 'asc' } }),
      shop,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Sort by Price: low to high' }));
    await userEvent.click(screen.getByRole('option', { name: 'Favourites' }));
    expect(lastVisit(shop)).toBe('/men/jerseys/');
  });

  it('applies a price range with the price type; bounds at the range stay out', async () => {
    const shop = await openListing(PATH, jerseys());
    await expandGroup(sidebar(), 'price');
    const price = within(sidebar()).getByRole('form', { name: 'Price' });
    expect(within(price).getByText('Between €4 and €1200')).toBeInTheDocument();

    await userEvent.clear(within(price).getByLabelText('From €'));
    await userEvent.type(within(price).getByLabelText('From €'), '20');
    await userEvent.clear(within(price).getByLabelText('To €'));
    await userEvent.type(within(price).getByLabelText('To €'), '100');
    await userEvent.click(within(price).getByRole('button', { name: 'Apply price' }));

    expect(lastVisit(shop)).toBe('/men/jerseys/?priceMin=20&priceMax=100&priceType=vk');
  });

  it('does not apply a price range whose lower bound is above the upper one', async () => {
    const shop = await openListing(PATH, jerseys());
    await expandGroup(sidebar(), 'price');
    const price = within(sidebar()).getByRole('form', { name: 'Price' });

    await userEvent.clear(within(price).getByLabelText('From €'));
    await userEvent.type(within(price).getByLabelText('From €'), '200');
    await userEvent.clear(within(price).getByLabelText('To €'));
    await userEvent.type(within(price).getByLabelText('To €'), '100');

    expect(within(price).getByRole('alert').textContent).toBe(
      'The lower price must not be above the upper one.',
    );
    expect((within(price).getByRole('button', { name: 'Apply price' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(shop.fakes.navigator.visits).toEqual([]);
  });

  it('given page 2, then page links keep the filters; a filter change goes back to page 1', async () => {
    const shop = await openListing(
      `${PATH}?filters=201&page=2`,
      jerseys({ selected: [V.red], currentPage: 2, lastPage: 3 }),
    );
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(within(pages).getByRole('link', { name: 'Page 3' })).toHaveAttribute(
      'href',
      '/men/jerseys/?filters=201&page=3',
    );
    expect(
      within(pages)
        .getByRole('link', { name: /Previous/ })
        .getAttribute('href'),
    ).toBe('/men/jerseys/?filters=201');

    await userEvent.click(within(sidebar()).getByRole('checkbox', { name: /Nike/ }));

    expect(lastVisit(shop)).toBe('/men/jerseys/?filters=101,201');
  });

  it('ignores a second change while the first one loads', async () => {
    const shop = await openListing(PATH, jerseys());

    await userEvent.click(within(sidebar()).getByRole('checkbox', { name: /Nike/ }));
    await userEvent.click(within(sidebar()).getByRole('checkbox', { name: /Puma/ }));

    expect(shop.fakes.navigator.visits).toEqual(['/men/jerseys/?filters=101']);
  });

  describe('mobile filter sheet', () => {
    async function openSheet(): Promise<HTMLElement> {
      const button = screen.getByRole('button', { name: /^Filter/ });
      button.focus();
      await userEvent.click(button);
      expect(button).toHaveAttribute('aria-expanded', 'true');
      return screen.getByRole('dialog', { name: 'Filters' });
    }

    it('collects changes and applies them together with "Show … results"', async () => {
      const shop = await openListing(PATH, jerseys());
      const sheet = await openSheet();
      expect(sheet.contains(document.activeElement)).toBe(true);
      expect(shop.fakes.scrollLock.locked).toBe(true);

      await userEvent.click(within(sheet).getByRole('checkbox', { name: /Nike/ }));
      await userEvent.click(within(sheet).getByRole('checkbox', { name: /Red/ }));
      expect(shop.fakes.navigator.visits).toEqual([]);

      await userEvent.click(within(sheet).getByRole('button', { name: /^Show \d+ results$/ }));

      expect(shop.fakes.navigator.visits).toEqual(['/men/jerseys/?filters=101,201']);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(shop.fakes.scrollLock.locked).toBe(false);
    });

    it("Reset unticks the shopper's filters (the page keeps its own); Apply loads the page without them", async () => {
      const shop = await openListing(`${PATH}?filters=101`, jerseys({ selected: [V.nike] }));
      const sheet = await openSheet();
      expect(within(sheet).getByRole('checkbox', { name: /Nike/ })).toBeChecked();

      await userEvent.click(within(sheet).getByRole('button', { name: 'Reset' }));
      expect(within(sheet).getByRole('checkbox', { name: /Nike/ })).not.toBeChecked();
      await userEvent.click(within(sheet).getByRole('button', { name: /^Show \d+ results$/ }));

      expect(shop.fakes.navigator.visits).toEqual(['/men/jerseys/']);
    });

    it('Escape closes it without applying, and the column still shows what was applied', async () => {
      const shop = await openListing(PATH, jerseys());
      const sheet = await openSheet();
      await userEvent.click(within(sheet).getByRole('checkbox', { name: /Nike/ }));

      await userEvent.keyboard('{Escape}');

      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(document.activeElement).toBe(screen.getByRole('button', { name: /^Filter/ }));
      expect(shop.fakes.navigator.visits).toEqual([]);
      expect((within(sidebar()).getByRole('checkbox', { name: /Nike/ }) as HTMLInputElement).checked).toBe(
        false,
      );
    });

    it('keeps Tab inside the sheet', async () => {
      await openListing(PATH, jerseys());
      const sheet = await openSheet();
      const apply = within(sheet).getByRole('button', { name: /^Show \d+ results$/ });
      apply.focus();

      await userEvent.keyboard('{Tab}');

      expect(document.activeElement).toBe(within(sheet).getByRole('button', { name: 'Close filters' }));
    });
  });

  it('given no products, then it says so and offers to clear the filters', async () => {
    const empty = { ...jerseys({ selected: [V.nike] }), products: [] };
    const shop = await openListing(`${PATH}?filters=101`, empty);

    expect(screen.getByRole('heading', { name: 'No products found' })).toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('button', { name: 'Clear all filters' }).at(-1)!);
    expect(lastVisit(shop)).toBe('/men/jerseys/');
  });

  it('on the search page, the heading names the query', async () => {
    const listing = ListingMother.listing();
    await openListing('/search/?q=red+scarf', listing);

    expect(screen.getByRole('heading', { level: 1, name: 'Results for “red scarf”' })).toBeInTheDocument();
  });

  it('when reloading fails, then the products stay with a retry', async () => {
    const shop = await openListing(PATH, jerseys());
    shop.fakes.listing.failure = Object.assign(new Error('down'), { status: 503, data: {} });

    await act(() => shop.services.listing.load({ path: PATH, query: '?filters=101', language: 'en-US' }));

    expect(screen.getByRole('alert')).toHaveTextContent('We could not update the products.');
    expect(within(screen.getByRole('list', { name: 'Products' })).getAllByRole('article')).toHaveLength(3);
    shop.fakes.listing.failure = undefined;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('reports the list view, and the product chosen from it', async () => {
    const shop = await openListing(PATH, jerseys());

    const views = shop.fakes.analytics.named('view_item_list');
    expect(views).toHaveLength(1);
    expect(views[0]?.items.map((item) => item.id)).toEqual(['1', '2', '3']);

    await userEvent.click(screen.getByRole('link', { name: /Product 2$/ }));
    const selected = shop.fakes.analytics.named('select_item');
    expect(selected[0]?.items[0]).toMatchObject({ id: '2', index: 1, listName: 'listing /men/jerseys/' });
  });

  describe('head', () => {
    async function headOf(url: string, listing: Listing) {
      const shop = createTestShop();
      shop.fakes.listing.with(splitUrl(url).path, listing);
      const match = routeOf(url);
      await listingPage.load({ services: shop.services, match });
      const t = (key: string, options?: Record<string, unknown>) =>
        shop.locale.i18n.t(key, options ?? {}) as string;
      return listingPage.head({ services: shop.services, match }, t);
    }

    it('has the title, description and the unfiltered canonical; one filter stays indexable', async () => {
      const head = await headOf(
        `${PATH}?filters=101&page=2`,
        jerseys({ selected: [V.nike], currentPage: 2 }),
      );
      expect(head.title).toBe('Jerseys | Rot-Weiß-Rot Fan Shop');
      expect(head.description).toBe('Jerseys of the fan shop');
      expect(head.canonicalPath).toBe('/men/jerseys/');
      expect(head.noindex).toBe(false);
    });

    it('names the path of the listing in each language when the API does', async () => {
      const listing = jerseys();
      const alternates = { 'en-US': '/men/jerseys/', 'de-AT': '/herren/trikots/' };
      const head = await headOf(PATH, { ...listing, seo: { ...listing.seo, alternates } });
      expect(head.alternates).toEqual(alternates);
      expect((await headOf(PATH, jerseys())).alternates).toBeUndefined();
    });

    it('describes its trail from home and its products for search engines; search results do not', async () => {
      const head = await headOf(PATH, jerseys());
      const [crumbs, items] = (head.jsonLd ?? []) as {
        '@type': string;
        itemListElement: { position: number; name?: string; item?: string; url?: string }[];
      }[];
      expect(crumbs?.['@type']).toBe('BreadcrumbList');
      expect(crumbs?.itemListElement[0]).toMatchObject({
        position: 1,
        name: 'Home',
        item: 'http://shop.test/',
      });
      expect(crumbs?.itemListElement.at(-1)?.item).toBe('http://shop.test/men/jerseys/');
      expect(items?.['@type']).toBe('ItemList');
      expect(items?.itemListElement.map((i) => i.url)).toEqual(
        jerseys().products.map((p) => `http://shop.test${p.url}`),
      );
    });

    it('keeps search results out of the index, plain query or not, with the search page as canonical (ADR 0010)', async () => {
      for (const url of ['/search/?q=jersey', '/search/?q=jersey&filters=101&sort=price_asc&page=2']) {
        const head = await headOf(url, jerseys());
        expect(head.noindex, url).toBe(true);
        expect(head.canonicalPath, url).toBe('/search/');
        expect(head.jsonLd, url).toBeUndefined();
      }
    });

    it('is not indexed beyond one filter', async () => {
      const head = await headOf(`${PATH}?filters=101,201`, jerseys({ selected: [V.nike, V.red] }));
      expect(head.noindex).toBe(true);
    });
  });
});
