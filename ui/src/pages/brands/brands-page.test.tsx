import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { Gender } from '@fanshop/core/shared';
import { brand, ContentMother } from '@fanshop/core/testing';
import { createTestShop } from '../../testing/test-shop';
import { renderPage } from '../../content/testing/render-page';
import * as brandsPage from './brands-page';

function logoNames(): string[] {
  const grid = screen.getByRole('region', { name: 'Our brands' });
  return within(grid)
    .getAllByRole('link')
    .map((link) => link.querySelector('img')?.getAttribute('alt') ?? link.textContent ?? '');
}

describe('brands page', () => {
  it('given brands in the API order, then the logos follow data.position and the A–Z index the alphabet', async () => {
    const shop = createTestShop();
    shop.fakes.content.withBrands(Gender.unknown, 'en-US', ContentMother.brandsInApiOrder());
    await renderPage(shop, brandsPage, '/marken/');
    expect(screen.getByRole('heading', { level: 1, name: 'Brands' })).toBeInTheDocument();
    expect(logoNames()).toEqual(['Nike', 'Adidas', 'Erima', 'Puma', 'Uhlsport', 'Jako']);

    const index = screen.getByRole('region', { name: 'Brands A–Z' });
    const letters = within(index)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(letters).toEqual(['A', 'E', 'J', 'N', 'P', 'U']);
    const jump = within(index).getByRole('navigation', { name: 'Jump to letter' });
    expect(within(jump).getByRole('link', { name: 'N' })).toHaveAttribute('href', '#brands-n');
    expect(within(jump).queryByRole('link', { name: 'B' })).not.toBeInTheDocument();
    expect(within(index).getByRole('link', { name: 'Puma' })).toHaveAttribute('href', '/marken/puma/');
  });

  it.each([
    ['/marken/men/', Gender.male, 'Men’s brands', 'Men'],
    ['/marken/women/', Gender.female, 'Women’s brands', 'Women'],
  ] as const)(
    'given the variant %s, then its department’s brands show with its tab current',
    async (url, gender, title, tab) => {
      const shop = createTestShop();
      shop.fakes.content
        .withBrands(gender, 'en-US', [brand(7, 'Hummel', 2), brand(8, 'Kickform', 1)])
        .withBrands(Gender.unknown, 'en-US', ContentMother.brandsInApiOrder());
      const { head } = await renderPage(shop, brandsPage, url);
      expect(shop.fakes.content.calls).toEqual([
        { method: 'brands', key: String(gender), language: 'en-US' },
      ]);
      expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      expect(logoNames()).toEqual(['Kickform', 'Hummel']);
      const tabs = screen.getByRole('navigation', { name: 'Brands by department' });
      expect(within(tabs).getByRole('link', { name: tab })).toHaveAttribute('aria-current', 'page');
      expect(within(tabs).getByRole('link', { name: 'All' })).toHaveAttribute('href', '/marken/');
      expect(head()).toMatchObject({ title: `${title} | Rot-Weiß-Rot Fan Shop`, canonicalPath: url });
    },
  );

  it('given German, then umlauts sort beside their letter and the links keep the /de/ prefix', async () => {
    const shop = createTestShop({ language: 'de-AT' });
    shop.fakes.content.withBrands(Gender.unknown, 'de-AT', [
      brand(1, 'Österreich Sport', 1),
      brand(2, 'Outdoor Co', 2),
      brand(3, 'Auswärtssieg', 3),
      brand(4, 'Alpenwerk', 4),
    ]);
    await renderPage(shop, brandsPage, '/de/marken/');
    const index = screen.getByRole('region', { name: 'Marken von A–Z' });
    const groups = within(index).getAllByRole('list').slice(1);
    expect(
      groups.map((g) =>
        within(g)
          .getAllByRole('link')
          .map((l) => l.textContent),
      ),
    ).toEqual([
      ['Alpenwerk', 'Auswärtssieg'],
      ['Österreich Sport', 'Outdoor Co'],
    ]);
    expect(within(index).getByRole('link', { name: 'Alpenwerk' })).toHaveAttribute(
      'href',
      '/de/marken/alpenwerk/',
    );
  });

  it('given a department without brands, then the page says so instead of showing empty lists', async () => {
    await renderPage(createTestShop(), brandsPage, '/marken/women/');
    expect(screen.getByText('There are no brands in this department yet.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Brands A–Z' })).not.toBeInTheDocument();
  });
});
