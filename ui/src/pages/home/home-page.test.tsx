import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Gender, type Language } from '@fanshop/core/shared';
import { ListingMother, ProductMother, ContentMother } from '@fanshop/core/testing';
import type { BlogListing } from '@fanshop/core/content';
import { createTestShop } from '../../testing/test-shop';
import { renderPage } from '../../content/testing/render-page';
import * as homePage from './home-page';

function blog(count: number): BlogListing {
  return {
    path: '/blog/',
    title: 'Blog & guides',
    page: 1,
    pageCount: 1,
    posts: Array.from({ length: count }, (_, i) => ({
      id: i + 1,
      title: `Story ${i + 1}`,
      url: `/blog/article/story-${i + 1}/`,
      excerpt: `What happened ${i + 1}.`,
      publishedAt: '2026-10-01T10:00:00Z',
    })),
  };
}

function shopWithHome(language: Language = 'en-US') {
  const shop = createTestShop({ language });
  const jerseys = language === 'de-AT' ? '/trikots/' : '/jerseys/';
  const products = Array.from({ length: 10 }, (_, i) =>
    ProductMother.tile(i + 1, { name: `Austria Jersey ${i + 1}`, brand: 'Rotweiss Sport' }),
  );
  shop.fakes.listing.with(jerseys, { ...ListingMother.listing(), products });
  shop.fakes.content
    .withBrands(Gender.unknown, language, ContentMother.brandsInApiOrder())
    .withPage('blogListing', '/blog/', language, blog(4));
  return shop;
}

describe('home page', () => {
  it('given the shop, then the hero leads to the jerseys and the departments to their listings', async () => {
    await renderPage(shopWithHome(), homePage, '/');
    expect(screen.getByRole('heading', { level: 1, name: 'Wear the colours' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Shop jerseys' })).toHaveAttribute('href', '/jerseys/');
    const departments = screen.getByRole('region', { name: 'Shop by department' });
    expect(
      within(departments)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['WomenShop now', '/women/'],
      ['MenShop now', '/men/'],
      ['KidsShop now', '/kids/'],
    ]);
  });

  it('then eight featured jerseys show as product tiles, asked for with the shopper’s price type', async () => {
    const shop = shopWithHome();
    shop.services.session.hydrate({ loggedIn: true, account: null, priceType: 'premium' });
    await renderPage(shop, homePage, '/');
    expect(shop.fakes.listing.requests).toMatchObject([
      { path: '/jerseys/', priceType: 'premium', language: 'en-US' },
    ]);
    const featured = screen.getByRole('region', { name: 'Jerseys of the national team' });
    const tiles = within(featured).getAllByRole('article');
    expect(tiles).toHaveLength(8);
    expect(within(tiles[0]!).getByText('Austria Jersey 1')).toBeInTheDocument();
    expect(within(featured).getByRole('link', { name: 'All jerseys' })).toHaveAttribute('href', '/jerseys/');
  });

  it('then the brands strip shows the logos in data.position order, and three latest posts', async () => {
    await renderPage(shopWithHome(), homePage, '/');
    const brands = screen.getByRole('region', { name: 'Our brands' });
    const logos = within(brands)
      .getAllByRole('img')
      .map((img) => img.getAttribute('alt'));
    expect(logos).toEqual(['Nike', 'Adidas', 'Erima', 'Puma', 'Uhlsport', 'Jako']);
    expect(within(brands).getByRole('link', { name: 'Nike' })).toHaveAttribute('href', '/marken/nike/');
    const posts = screen.getByRole('region', { name: 'From the blog' });
    expect(
      within(posts)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Story 1', 'Story 2', 'Story 3']);
  });

  it('given the jerseys fail to load, then that section offers a retry while the others stay; retrying shows them', async () => {
    const shop = shopWithHome();
    shop.fakes.listing.failure = { status: 503, data: null };
    await renderPage(shop, homePage, '/');
    const featured = screen.getByRole('region', { name: 'Jerseys of the national team' });
    expect(within(featured).getByRole('alert')).toHaveTextContent('The jerseys could not be loaded.');
    expect(screen.getAllByRole('img', { name: 'Nike' })).toHaveLength(1);
    expect(shop.fakes.logger.errors).toHaveLength(1);

    shop.fakes.listing.failure = undefined;
    await userEvent.setup().click(within(featured).getByRole('button', { name: 'Try again' }));
    expect(await within(featured).findByText('Austria Jersey 1')).toBeInTheDocument();
    expect(within(featured).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('given German, then the German listing paths are asked for and linked under /de/', async () => {
    const shop = shopWithHome('de-AT');
    await renderPage(shop, homePage, '/de/');
    expect(shop.fakes.listing.requests[0]).toMatchObject({ path: '/trikots/', language: 'de-AT' });
    expect(screen.getByRole('heading', { level: 1, name: 'Trag die Farben' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Trikots shoppen' })).toHaveAttribute('href', '/de/trikots/');
    expect(screen.getByRole('link', { name: /^Damen/ })).toHaveAttribute('href', '/de/damen/');
  });

  it('then its head names the shop as an Organization in JSON-LD, with the canonical home', async () => {
    const { head } = await renderPage(shopWithHome(), homePage, '/');
    expect(head()).toMatchObject({
      canonicalPath: '/',
      jsonLd: [
        { '@type': 'Organization', name: 'Rot-Weiß-Rot Fan Shop', url: 'http://shop.test/' },
        {
          '@type': 'WebSite',
          potentialAction: { target: 'http://shop.test/search/?q={search_term_string}' },
        },
      ],
    });
  });
});
