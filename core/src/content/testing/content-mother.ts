import type { BlogArticle, BlogListing } from '../blog.js';
import type { Brand } from '../brand.js';
import type { FaqDetail, FaqOverview } from '../faq.js';
import type { StaticPage } from '../static-page.js';

/** A brand with the given name and optional position. */
export function brand(id: number, name: string, position?: number): Brand {
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return {
    id,
    name,
    url: `/marken/${slug}/`,
    data: { logo: `/images/brands/${slug}.svg`, ...(position === undefined ? {} : { position }) },
  };
}

/** Content for tests, named by the situation it stands for. */
export const ContentMother = {
  /** Brands in the API's order: positions out of order, a tie and two without a position. */
  brandsInApiOrder(): Brand[] {
    return [
      brand(1, 'Puma', 3),
      brand(2, 'Uhlsport'),
      brand(3, 'Nike', 1),
      brand(4, 'Adidas', 2),
      brand(5, 'Jako'),
      brand(6, 'Erima', 2),
    ];
  },

  blogListing(path = '/blog/'): BlogListing {
    return {
      path,
      title: 'Blog & Guide',
      posts: [{ id: 1, title: 'Choosing football boots', url: '/blog/article/choosing-football-boots/' }],
      page: 1,
      pageCount: 3,
    };
  },

  blogArticle(path = '/blog/article/choosing-football-boots/'): BlogArticle {
    return {
      path,
      title: 'Choosing football boots',
      html: '<p>Firm ground or artificial turf?</p>',
      related: [],
    };
  },

  faqOverview(): FaqOverview {
    return {
      path: '/faq/',
      title: 'FAQ',
      categories: [
        {
          title: 'Delivery',
          url: '/faq/delivery/',
          questions: [{ title: 'How long?', url: '/faq/delivery/' }],
        },
      ],
    };
  },

  faqDetail(path = '/faq/delivery/'): FaqDetail {
    return {
      path,
      title: 'Delivery',
      entries: [{ question: 'How long?', answerHtml: '<p>2–4 working days.</p>' }],
    };
  },

  staticPage(path = '/static/imprint/', title = 'Imprint'): StaticPage {
    return { path, title, html: `<h1>${title}</h1>` };
  },
};
