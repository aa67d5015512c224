import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { BlogArticle, BlogListing, BlogPostTeaser } from '@fanshop/core/content';
import { PageNotFoundError } from '@fanshop/core/navigation';
import { ProductMother } from '@fanshop/core/testing';
import { createTestShop } from '../../testing/test-shop';
import { renderPage, routeOf } from '../../content/testing/render-page';
import * as listingPage from './blog-listing-page';
import * as articlePage from './blog-article-page';

function post(id: number, overrides: Partial<BlogPostTeaser> = {}): BlogPostTeaser {
  return {
    id,
    title: `Post ${id}`,
    url: `/blog/article/post-${id}/`,
    image: `http://api.test/images/articles/${id}.svg`,
    excerpt: `Excerpt of post ${id}.`,
    publishedAt: '2026-10-28T09:00:00Z',
    category: 'guide',
    ...overrides,
  };
}

function listing(page: number, pageCount = 3): BlogListing {
  return {
    path: '/blog/',
    title: 'Blog & guides',
    posts: [post(page * 10 + 1), post(page * 10 + 2)],
    page,
    pageCount,
  };
}

const article: BlogArticle = {
  path: '/blog/article/choosing-football-boots/',
  title: 'Choosing football boots',
  html: '<p>Firm ground or artificial turf?</p><h2>Fit</h2><ul><li>Try them in the evening</li></ul><img src=x onerror="alert(1)">',
  image: 'http://api.test/images/articles/8.svg',
  author: 'Lena Huber',
  publishedAt: '2026-04-01T08:00:00Z',
  related: [post(2, { title: 'Running shoe guide' })],
  seo: { title: 'Choosing football boots | Fan Shop', description: 'How to find the right boots.' },
};

describe('blog listing', () => {
  it('given posts, then each teaser shows its picture, category, linked title, excerpt and date', async () => {
    const shop = createTestShop();
    shop.fakes.content.withPage('blogListing', '/blog/', 'en-US', listing(1, 1));
    const { result } = await renderPage(shop, listingPage, '/blog/');
    expect(screen.getByRole('heading', { level: 1, name: 'Blog & guides' })).toBeInTheDocument();
    const [first] = screen.getAllByRole('article');
    expect(within(first!).getByRole('heading', { level: 2, name: 'Post 11' })).toBeInTheDocument();
    expect(within(first!).getByRole('link', { name: 'Post 11' })).toHaveAttribute(
      'href',
      '/blog/article/post-11/',
    );
    expect(within(first!).getByText('Guide')).toBeInTheDocument();
    expect(within(first!).getByText('Excerpt of post 11.')).toBeInTheDocument();
    expect(within(first!).getByText('October 28, 2026')).toHaveAttribute(
      'datetime',
      '2026-10-28T09:00:00.000Z',
    );
    expect(first!.querySelector('img')).toHaveAttribute('src', 'http://api.test/images/articles/11.svg');
    const tabs = screen.getByRole('navigation', { name: 'Blog categories' });
    expect(within(tabs).getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page');
    expect(within(tabs).getByRole('link', { name: 'Guides' })).toHaveAttribute('href', '/blog/guides/');
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
    expect(result.container.querySelectorAll('article')).toHaveLength(2);
  });

  it('given page 2 of 3 in the URL, then that page is asked for, marked current, with previous and next', async () => {
    const shop = createTestShop();
    shop.fakes.content.withPage('blogListing', '/blog/', 'en-US', listing(2));
    const { head } = await renderPage(shop, listingPage, '/blog/?page=2');
    expect(shop.fakes.content.calls).toEqual([
      { method: 'blogListing', key: '/blog/', language: 'en-US', page: 2 },
    ]);
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(within(pages).getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '/blog/');
    expect(within(pages).getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/blog/');
    expect(within(pages).getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/blog/?page=3');
    expect(head()).toMatchObject({
      title: 'Blog & guides – Page 2 | Rot-Weiß-Rot Fan Shop',
      canonicalPath: '/blog/?page=2',
    });
  });

  it('given German, then the dates and the tabs speak German', async () => {
    const shop = createTestShop({ language: 'de-AT' });
    shop.fakes.content.withPage('blogListing', '/blog/ratgeber/', 'de-AT', {
      ...listing(1, 1),
      path: '/blog/ratgeber/',
      title: 'Ratgeber',
    });
    await renderPage(shop, listingPage, '/de/blog/ratgeber/');
    expect(screen.getAllByText('28. Oktober 2026')).toHaveLength(2);
    const tabs = screen.getByRole('navigation', { name: 'Blog-Kategorien' });
    const guides = within(tabs).getByRole('link', { name: 'Ratgeber' });
    expect(guides).toHaveAttribute('aria-current', 'page');
    expect(guides).toHaveAttribute('href', '/de/blog/ratgeber/');
  });
});

describe('guide article', () => {
  it('given an article, then title, byline, date, body and related posts show; unsafe markup does not', async () => {
    const shop = createTestShop();
    shop.fakes.content.withPage('blogArticle', article.path, 'en-US', article);
    const { result } = await renderPage(shop, articlePage, article.path);
    expect(screen.getByRole('heading', { level: 1, name: 'Choosing football boots' })).toBeInTheDocument();
    expect(screen.getByText('By Lena Huber')).toBeInTheDocument();
    expect(screen.getByText('April 1, 2026')).toBeInTheDocument();
    expect(screen.getByText('Firm ground or artificial turf?')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Fit' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Running shoe guide' })).toHaveAttribute(
      'href',
      '/blog/article/post-2/',
    );
    const images = [...result.container.querySelectorAll('img')].map((img) => img.getAttribute('src'));
    expect(images).toEqual([
      'http://api.test/images/articles/8.svg',
      'http://api.test/images/articles/2.svg',
    ]);
    expect(result.container.querySelector('[onerror]')).toBeNull();
  });

  it('given an article about products, then they show as tiles under "Shop this look", asked for in the customer\'s prices', async () => {
    const shop = createTestShop();
    shop.services.session.hydrate({ loggedIn: true, account: null, priceType: 'premium' });
    const boots = ProductMother.tile(77, { name: 'Kaiser Elite FG Boots' });
    shop.fakes.content.withPage('blogArticle', article.path, 'en-US', { ...article, products: [boots] });
    await renderPage(shop, articlePage, article.path);
    const look = screen.getByRole('region', { name: 'Shop this look' });
    expect(within(look).getByRole('link', { name: /Kaiser Elite FG Boots/ })).toHaveAttribute(
      'href',
      boots.url,
    );
    expect(shop.fakes.content.calls.at(-1)).toMatchObject({ method: 'blogArticle', priceType: 'premium' });
  });

  it('given an article about no product, then there is no "Shop this look"', async () => {
    const shop = createTestShop();
    shop.fakes.content.withPage('blogArticle', article.path, 'en-US', article);
    await renderPage(shop, articlePage, article.path);
    expect(screen.queryByRole('region', { name: 'Shop this look' })).not.toBeInTheDocument();
  });

  it('then its head has the Article and BreadcrumbList JSON-LD with absolute URLs', async () => {
    const shop = createTestShop();
    shop.fakes.content.withPage('blogArticle', article.path, 'en-US', article);
    const { head } = await renderPage(shop, articlePage, article.path);
    expect(head()).toEqual({
      title: 'Choosing football boots | Rot-Weiß-Rot Fan Shop',
      description: 'How to find the right boots.',
      canonicalPath: article.path,
      image: article.image,
      jsonLd: [
        expect.objectContaining({
          '@context': 'https://schema.org',
          '@type': 'Article',
          headline: 'Choosing football boots',
          datePublished: '2026-04-01T08:00:00Z',
          author: { '@type': 'Person', name: 'Lena Huber' },
          mainEntityOfPage: 'http://shop.test/blog/article/choosing-football-boots/',
        }),
        {
          '@context': 'https://schema.org',
          '@type': 'BreadcrumbList',
          itemListElement: [
            { '@type': 'ListItem', position: 1, name: 'Home', item: 'http://shop.test/' },
            { '@type': 'ListItem', position: 2, name: 'Blog & guides', item: 'http://shop.test/blog/' },
            {
              '@type': 'ListItem',
              position: 3,
              name: 'Choosing football boots',
              item: 'http://shop.test/blog/article/choosing-football-boots/',
            },
          ],
        },
      ],
    });
  });

  it('given an article that does not exist, then loading it is the 404 page-not-found error', async () => {
    const shop = createTestShop();
    await expect(
      articlePage.load({ services: shop.services, match: routeOf('/blog/article/nothing/') }),
    ).rejects.toBeInstanceOf(PageNotFoundError);
  });
});
