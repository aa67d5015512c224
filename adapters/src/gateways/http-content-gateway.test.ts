import { describe, expect, it } from 'vitest';
import { aTileAnswer } from './testing/api-answers.js';
import { Gender } from '@fanshop/core/shared';
import { HttpContentGateway } from './http-content-gateway.js';
import { API_BASE, gatewayHarness } from './testing/gateway-harness.js';

const seo = {
  title: 'T | Fan Shop',
  description: 'D',
  canonical: '/x/',
  alternates: { en: '/x/', de: '/x/' },
};
const teaser = {
  id: 4,
  kind: 'guide',
  title: 'Choosing boots',
  teaser: 'How to',
  url: '/blog/article/choosing-boots/',
  image: '/images/articles/4.svg',
  author: 'Team',
  publishedAt: '2026-04-01',
};

function setup() {
  const harness = gatewayHarness();
  return { ...harness, content: new HttpContentGateway(harness.http) };
}

function contentUrl(path: string, page?: number, priceType?: string): string {
  return `GET /api/v1/content/?${page ? `page=${page}&` : ''}path=${encodeURIComponent(path)}${
    priceType ? `&priceType=${priceType}` : ''
  }`;
}

describe('HttpContentGateway brands', () => {
  it('given a department, then its brands are asked for and read with logo and position', async () => {
    const { content, transport } = setup();
    transport.answer('GET /api/v1/brands/?gender=2', {
      status: 200,
      data: {
        gender: 2,
        brands: [
          {
            id: 3,
            name: 'Puma',
            slug: 'puma',
            url: '/men/brand/puma/',
            logo: '/images/brands/3.svg',
            description: '',
            genders: [2],
            count: 4,
            data: { position: 2, logo: '/images/brands/3.svg' },
          },
        ],
      },
    });
    expect(await content.brands(Gender.male, 'de-AT')).toEqual([
      {
        id: 3,
        name: 'Puma',
        url: '/men/brand/puma/',
        data: { position: 2, logo: `${API_BASE}/images/brands/3.svg` },
      },
    ]);
    expect(transport.sent[0]!.headers['accept-language']).toBe('de-AT');
  });

  it('given no department, then no gender is sent', async () => {
    const { content, transport } = setup();
    transport.answer('GET /api/v1/brands/', { status: 200, data: { gender: null, brands: [] } });
    expect(await content.brands(Gender.unknown, 'en-US')).toEqual([]);
  });
});

describe('HttpContentGateway pages', () => {
  it('when loading a blog listing page, then posts, paging and seo are read', async () => {
    const { content, transport } = setup();
    transport.answer(contentUrl('/blog/', 2), {
      status: 200,
      data: {
        type: 'blog-listing',
        title: 'Blog & guides',
        filter: 'all',
        categories: [],
        articles: [teaser],
        pagination: { page: 2, perPage: 12, total: 13, totalPages: 2 },
        breadcrumbs: [],
        seo,
      },
    });
    expect(await content.blogListing('/blog/', 'en-US', 2)).toEqual({
      path: '/blog/',
      title: 'Blog & guides',
      posts: [
        {
          id: 4,
          title: 'Choosing boots',
          url: '/blog/article/choosing-boots/',
          image: `${API_BASE}/images/articles/4.svg`,
          excerpt: 'How to',
          publishedAt: '2026-04-01',
          category: 'guide',
        },
      ],
      page: 2,
      pageCount: 2,
      seo: { title: 'T | Fan Shop', description: 'D', alternates: { 'en-US': '/x/', 'de-AT': '/x/' } },
    });
  });

  it('when loading an article, then its blocks become escaped HTML', async () => {
    const { content, transport } = setup();
    transport.answer(contentUrl('/blog/article/choosing-boots/', undefined, 'vk'), {
      status: 200,
      data: {
        type: 'article',
        article: {
          ...teaser,
          body: [
            { type: 'heading', text: 'Fit & feel' },
            { type: 'paragraph', text: 'Use <b>one</b> size up.' },
            { type: 'list', items: ['Firm ground', 'Artificial grass'] },
            { type: 'video', src: 'x' },
          ],
        },
        related: [teaser],
        breadcrumbs: [],
        seo,
      },
    });
    const article = (await content.blogArticle('/blog/article/choosing-boots/', 'en-US', 'vk'))!;
    expect(article.products).toBeUndefined();
    expect(article.html).toBe(
      '<h2>Fit &amp; feel</h2><p>Use &lt;b&gt;one&lt;/b&gt; size up.</p><ul><li>Firm ground</li><li>Artificial grass</li></ul>',
    );
    expect(article).toMatchObject({ title: 'Choosing boots', author: 'Team', related: [{ id: 4 }] });
  });

  it('when an article is about products, then they come as tiles in the price type asked for', async () => {
    const { content, transport } = setup();
    transport.answer(contentUrl('/blog/article/choosing-boots/', undefined, 'staff'), {
      status: 200,
      data: {
        type: 'article',
        article: { ...teaser, body: [{ type: 'paragraph', text: 'Boots.' }] },
        related: [],
        products: [aTileAnswer(7)],
        seo,
      },
    });
    const article = (await content.blogArticle('/blog/article/choosing-boots/', 'en-US', 'staff'))!;
    expect(article.products?.map((tile) => tile.id)).toEqual([7]);
    expect(article.products?.[0]?.image).toMatch(/^http/);
  });

  it('when loading the FAQ, then topics with their questions and a topic with its answers are read', async () => {
    const { content, transport } = setup();
    transport.answer(contentUrl('/faq/'), {
      status: 200,
      data: {
        type: 'faq-overview',
        title: 'Help & FAQ',
        topics: [
          {
            id: 9,
            title: 'Delivery',
            teaser: '',
            url: '/faq/delivery/',
            questions: [{ id: 1, question: 'How long?' }],
          },
        ],
        breadcrumbs: [],
        seo,
      },
    });
    transport.answer(contentUrl('/faq/delivery/'), {
      status: 200,
      data: {
        type: 'faq-detail',
        topic: { id: 9, title: 'Delivery', teaser: '', url: '/faq/delivery/' },
        entries: [{ id: 1, question: 'How long?', answer: '2 to 3 days <usually>.' }],
        topics: [],
        breadcrumbs: [],
        seo,
      },
    });
    expect((await content.faqOverview('/faq/', 'en-US'))!.categories).toEqual([
      {
        title: 'Delivery',
        url: '/faq/delivery/',
        questions: [{ title: 'How long?', url: '/faq/delivery/' }],
      },
    ]);
    expect((await content.faqDetail('/faq/delivery/', 'en-US'))!.entries).toEqual([
      { question: 'How long?', answerHtml: '<p>2 to 3 days &lt;usually&gt;.</p>' },
    ]);
  });

  it('when loading a services page, then it is read as a static page', async () => {
    const { content, transport } = setup();
    transport.answer(contentUrl('/services/shipping/'), {
      status: 200,
      data: {
        type: 'services',
        article: { ...teaser, title: 'Shipping', body: [{ type: 'paragraph', text: 'Free from €50.' }] },
        related: [],
        breadcrumbs: [],
        seo,
      },
    });
    expect(await content.staticPage('/services/shipping/', 'en-US')).toEqual({
      path: '/services/shipping/',
      title: 'Shipping',
      html: '<p>Free from €50.</p>',
      seo: { title: 'T | Fan Shop', description: 'D', alternates: { 'en-US': '/x/', 'de-AT': '/x/' } },
    });
  });

  it('given an unknown path (404) or another kind of page, then the page is null', async () => {
    const { content, transport } = setup();
    transport.answer(contentUrl('/faq/nope/'), { status: 404, data: { errors: { path: 'not found' } } });
    transport.answer(contentUrl('/faq/'), {
      status: 200,
      data: { type: 'faq-overview', title: 'x', topics: [], seo },
    });
    expect(await content.faqDetail('/faq/nope/', 'en-US')).toBeNull();
    expect(await content.staticPage('/faq/', 'en-US')).toBeNull();
  });

  it('given an article without a body, then it fails to parse naming it', async () => {
    const { content, transport } = setup();
    transport.answer(contentUrl('/static/imprint/'), {
      status: 200,
      data: { type: 'static', article: { ...teaser }, related: [], seo },
    });
    await expect(content.staticPage('/static/imprint/', 'en-US')).rejects.toThrow(
      'failed to parse the server response: data.article.body',
    );
  });
});
