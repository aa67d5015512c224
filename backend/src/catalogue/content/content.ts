/**
 * Editorial content by storefront path: blog and guide listings and articles (`/blog/…`), the FAQ
 * (`/faq/…`), static pages (`/static/…`) and service pages (`/services/…`), plus the menus.
 * The few hundred rows are read once per build and answered from memory.
 */
import type { Database } from 'better-sqlite3';
import type { MenuItem, MenuItemData, MenuSets } from '@fanshop/core/menu';
import { isAppPath } from '@fanshop/core/navigation';
import { toGender } from '@fanshop/core/shared';
import { allRows, bilingual } from '../../db/rows';
import type { Language } from '../catalogue-api';
import type { ContentBlock } from './content-data';
import type { Named } from '../index/catalogue-index';
import { pageTitle } from '../page-title';
import type { ProductTile } from '../product/tiles';

type Kind = 'blog' | 'guide' | 'faq' | 'static' | 'services';

interface PageRow {
  readonly id: number;
  readonly kind: Kind;
  readonly slug: Named;
  readonly title: Named;
  readonly teaser: Named;
  readonly body: { readonly en: ContentBlock[]; readonly de: ContentBlock[] };
  readonly author: string;
  readonly publishedAt: string;
  readonly position: number;
}

interface FaqEntryRow {
  readonly id: number;
  readonly pageId: number;
  readonly question: Named;
  readonly answer: Named;
}

/** An article or page as the storefront gets it. */
export interface ArticleView {
  readonly id: number;
  readonly kind: Kind;
  readonly title: string;
  readonly teaser: string;
  readonly url: string;
  readonly image: string;
  readonly author: string;
  readonly publishedAt: string;
}

export interface Breadcrumb {
  readonly name: string;
  readonly url: string;
}

export interface ContentSeo {
  readonly title: string;
  readonly description: string;
  readonly canonical: string;
  readonly alternates: Readonly<Record<Language, string>>;
}

/** The answer of the content call; `type` says which page it is. */
export type ContentAnswer =
  | {
      readonly type: 'blog-listing';
      readonly title: string;
      readonly filter: 'all' | 'news' | 'guides';
      readonly categories: readonly { name: string; url: string; selected: boolean }[];
      readonly articles: readonly ArticleView[];
      readonly pagination: { page: number; perPage: number; total: number; totalPages: number };
      readonly breadcrumbs: readonly Breadcrumb[];
      readonly seo: ContentSeo;
    }
  | {
      readonly type: 'article' | 'static' | 'services';
      readonly article: ArticleView & { readonly body: readonly ContentBlock[] };
      readonly related: readonly ArticleView[];
      /** The products an article is about, best sellers first ("shop this look"); articles only. */
      readonly products?: readonly ProductTile[];
      readonly breadcrumbs: readonly Breadcrumb[];
      readonly seo: ContentSeo;
    }
  | {
      readonly type: 'faq-overview';
      readonly title: string;
      readonly topics: readonly {
        id: number;
        title: string;
        teaser: string;
        url: string;
        questions: readonly { id: number; question: string }[];
      }[];
      readonly breadcrumbs: readonly Breadcrumb[];
      readonly seo: ContentSeo;
    }
  | {
      readonly type: 'faq-detail';
      readonly topic: { id: number; title: string; teaser: string; url: string };
      readonly entries: readonly { id: number; question: string; answer: string }[];
      readonly topics: readonly { title: string; url: string; selected: boolean }[];
      readonly breadcrumbs: readonly Breadcrumb[];
      readonly seo: ContentSeo;
    };

/** A menu item as the API answers it: core's `MenuItem` (spec section 3). */
export type MenuItemView = MenuItem;

/** The menu answer: core's `MenuSets`, keyed desktop and mobile. */
export type MenuSetsView = MenuSets;

/** One page of the sitemap answer: its kind and its storefront path per language. */
export interface SitemapPageView {
  readonly type:
    | 'listing'
    | 'product'
    | 'blog-listing'
    | 'article'
    | 'faq-overview'
    | 'faq-detail'
    | 'static'
    | 'services';
  readonly alternates: Readonly<Record<Language, string>>;
  readonly lastModified?: string;
}

/** Menu item types that are pictures, not listings. */
const NOT_LISTINGS = new Set(['banners', 'banner']);

const BLOG_PER_PAGE = 12;

const LABELS = {
  blog: { en: 'Blog & guides', de: 'Blog & Ratgeber' },
  news: { en: 'News', de: 'News' },
  guides: { en: 'Guides', de: 'Ratgeber' },
  faq: { en: 'Help & FAQ', de: 'Hilfe & FAQ' },
  home: { en: 'Home', de: 'Startseite' },
  static: { en: 'Legal', de: 'Rechtliches' },
  services: { en: 'Service', de: 'Service' },
} as const;

/** The slug of the blog listing filters in each language. */
const BLOG_FILTERS = { news: { en: 'news', de: 'news' }, guides: { en: 'guides', de: 'ratgeber' } } as const;

function parseBody(raw: unknown): ContentBlock[] {
  try {
    const value: unknown = JSON.parse(String(raw));
    return Array.isArray(value) ? (value as ContentBlock[]) : [];
  } catch {
    return [];
  }
}

/** The content store: pages, FAQ entries and menus in memory, answered by path. */
export class ContentStore {
  readonly #pages: PageRow[];
  readonly #entries: FaqEntryRow[];
  readonly #menus: Record<Language, MenuSetsView>;

  constructor(db: Database) {
    this.#pages = allRows(db, 'SELECT * FROM content_pages ORDER BY published_at DESC, position, id').map(
      (r) => ({
        id: Number(r.id),
        kind: r.kind as Kind,
        slug: bilingual(r, 'slug'),
        title: bilingual(r, 'title'),
        teaser: bilingual(r, 'teaser'),
        body: { en: parseBody(r.body_en), de: parseBody(r.body_de) },
        author: String(r.author),
        publishedAt: String(r.published_at),
        position: Number(r.position),
      }),
    );
    this.#entries = allRows(db, 'SELECT * FROM faq_entries ORDER BY page_id, position, id').map((r) => ({
      id: Number(r.id),
      pageId: Number(r.page_id),
      question: bilingual(r, 'question'),
      answer: bilingual(r, 'answer'),
    }));
    const menuRows = allRows(db, 'SELECT * FROM menu_items ORDER BY menu, parent_id, position, id');
    this.#menus = { en: buildMenus(menuRows, 'en'), de: buildMenus(menuRows, 'de') };
  }

  /** Desktop and mobile menus in a language. */
  menus(language: Language): MenuSetsView {
    return this.#menus[language];
  }

  /** The latest blog posts and guides, newest first. */
  latestPosts(language: Language, limit: number): ArticleView[] {
    return this.#pages
      .filter((p) => p.kind === 'blog' || p.kind === 'guide')
      .slice(0, limit)
      .map((p) => this.#view(p, language));
  }

  /** The in-app URLs of the desktop menu's entries (banners left out), in menu order, each once. */
  menuUrls(): string[] {
    const urls = new Set<string>();
    const walk = (items: readonly MenuItemView[]) => {
      for (const item of items) {
        if (!NOT_LISTINGS.has(item.type) && isAppPath(item.url)) urls.add(item.url);
        walk(item.options);
      }
    };
    walk(this.#menus.en.desktop);
    return [...urls];
  }

  /**
   * The sitemap's editorial pages: blog listings, articles and guides, the FAQ, static and service
   * pages, each with its path in both languages.
   */
  sitemapPages(): SitemapPageView[] {
    const pages: SitemapPageView[] = [];
    pages.push({ type: 'blog-listing', alternates: { en: '/blog/', de: '/blog/' } });
    for (const filter of Object.values(BLOG_FILTERS)) {
      pages.push({
        type: 'blog-listing',
        alternates: { en: `/blog/${filter.en}/`, de: `/blog/${filter.de}/` },
      });
    }
    pages.push({ type: 'faq-overview', alternates: { en: '/faq/', de: '/faq/' } });
    const types = {
      blog: 'article',
      guide: 'article',
      faq: 'faq-detail',
      static: 'static',
      services: 'services',
    } as const;
    for (const page of this.#pages) {
      pages.push({
        type: types[page.kind],
        alternates: { en: this.#url(page, 'en'), de: this.#url(page, 'de') },
        ...(page.kind === 'blog' || page.kind === 'guide' ? { lastModified: page.publishedAt } : {}),
      });
    }
    return pages;
  }

  /** Title and colour of an article image. */
  /** What an article's picture shows follows from its kind and (English) slug. */
  imageOf(id: number): { slug: string; kind: Kind } | undefined {
    const page = this.#pages.find((p) => p.id === id);
    return page ? { slug: page.slug.en, kind: page.kind } : undefined;
  }

  #url(page: PageRow, language: Language): string {
    switch (page.kind) {
      case 'blog':
      case 'guide':
        return `/blog/article/${page.slug[language]}/`;
      case 'faq':
        return `/faq/${page.slug[language]}/`;
      default:
        return `/${page.kind}/${page.slug[language]}/`;
    }
  }

  #view(page: PageRow, language: Language): ArticleView {
    return {
      id: page.id,
      kind: page.kind,
      title: page.title[language],
      teaser: page.teaser[language],
      url: this.#url(page, language),
      image: `/images/articles/${page.id}.svg`,
      author: page.author,
      publishedAt: page.publishedAt,
    };
  }

  #seo(title: string, description: string, en: string, de: string, language: Language): ContentSeo {
    return {
      title: pageTitle(title),
      description,
      canonical: language === 'en' ? en : de,
      alternates: { en, de },
    };
  }

  /** The content page at a storefront path, or undefined. `page` pages the blog listing. */
  byPath(rawPath: unknown, language: Language, page = 1): ContentAnswer | undefined {
    if (typeof rawPath !== 'string' || rawPath.length > 300) return undefined;
    let segments = (rawPath.split(/[?#]/, 1)[0] ?? '')
      .split('/')
      .filter((s) => s !== '')
      .map((s) => {
        try {
          return decodeURIComponent(s).toLowerCase();
        } catch {
          return s.toLowerCase();
        }
      });
    if (segments[0] === 'de') segments = segments.slice(1);
    const [area, first, second] = segments;
    const home = { name: LABELS.home[language], url: '/' };
    const bySlug = (kinds: readonly Kind[], slug: string | undefined) =>
      slug === undefined
        ? undefined
        : this.#pages.find((p) => kinds.includes(p.kind) && (p.slug.en === slug || p.slug.de === slug));

    if (area === 'blog') {
      if (first === 'article') {
        const article = segments.length === 3 ? bySlug(['blog', 'guide'], second) : undefined;
        return article ? this.#article('article', article, language, home) : undefined;
      }
      let filter: 'all' | 'news' | 'guides' = 'all';
      if (first !== undefined) {
        const match = (Object.keys(BLOG_FILTERS) as (keyof typeof BLOG_FILTERS)[]).find(
          (k) => BLOG_FILTERS[k].en === first || BLOG_FILTERS[k].de === first,
        );
        if (!match || segments.length > 2) return undefined;
        filter = match;
      }
      const kinds: Kind[] =
        filter === 'news' ? ['blog'] : filter === 'guides' ? ['guide'] : ['blog', 'guide'];
      const all = this.#pages.filter((p) => kinds.includes(p.kind));
      const totalPages = Math.max(1, Math.ceil(all.length / BLOG_PER_PAGE));
      const current = Math.min(Math.max(1, Math.floor(page)), totalPages);
      const title = filter === 'all' ? LABELS.blog[language] : LABELS[filter][language];
      const pathIn = (lang: Language) =>
        filter === 'all' ? '/blog/' : `/blog/${BLOG_FILTERS[filter][lang]}/`;
      return {
        type: 'blog-listing',
        title,
        filter,
        categories: (['all', 'news', 'guides'] as const).map((f) => ({
          name: f === 'all' ? LABELS.blog[language] : LABELS[f][language],
          url: f === 'all' ? '/blog/' : `/blog/${BLOG_FILTERS[f][language]}/`,
          selected: f === filter,
        })),
        articles: all
          .slice((current - 1) * BLOG_PER_PAGE, current * BLOG_PER_PAGE)
          .map((p) => this.#view(p, language)),
        pagination: { page: current, perPage: BLOG_PER_PAGE, total: all.length, totalPages },
        breadcrumbs: [home, { name: title, url: pathIn(language) }],
        seo: this.#seo(title, title, pathIn('en'), pathIn('de'), language),
      };
    }
    if (area === 'faq') {
      const topics = this.#pages.filter((p) => p.kind === 'faq').sort((a, b) => a.position - b.position);
      const faqCrumb = { name: LABELS.faq[language], url: '/faq/' };
      if (first === undefined) {
        return {
          type: 'faq-overview',
          title: LABELS.faq[language],
          topics: topics.map((t) => ({
            id: t.id,
            title: t.title[language],
            teaser: t.teaser[language],
            url: this.#url(t, language),
            questions: this.#entries
              .filter((e) => e.pageId === t.id)
              .map((e) => ({ id: e.id, question: e.question[language] })),
          })),
          breadcrumbs: [home, faqCrumb],
          seo: this.#seo(LABELS.faq[language], LABELS.faq[language], '/faq/', '/faq/', language),
        };
      }
      const topic = segments.length === 2 ? bySlug(['faq'], first) : undefined;
      if (!topic) return undefined;
      const url = this.#url(topic, language);
      return {
        type: 'faq-detail',
        topic: { id: topic.id, title: topic.title[language], teaser: topic.teaser[language], url },
        entries: this.#entries
          .filter((e) => e.pageId === topic.id)
          .map((e) => ({ id: e.id, question: e.question[language], answer: e.answer[language] })),
        topics: topics.map((t) => ({
          title: t.title[language],
          url: this.#url(t, language),
          selected: t.id === topic.id,
        })),
        breadcrumbs: [home, faqCrumb, { name: topic.title[language], url }],
        seo: this.#seo(
          topic.title[language],
          topic.teaser[language],
          this.#url(topic, 'en'),
          this.#url(topic, 'de'),
          language,
        ),
      };
    }
    if ((area === 'static' || area === 'services') && segments.length === 2) {
      const found = bySlug([area], first);
      return found ? this.#article(area, found, language, home) : undefined;
    }
    return undefined;
  }

  #article(
    type: 'article' | 'static' | 'services',
    page: PageRow,
    language: Language,
    home: Breadcrumb,
  ): ContentAnswer {
    const view = this.#view(page, language);
    const parent =
      type === 'article'
        ? { name: LABELS.blog[language], url: '/blog/' }
        : { name: LABELS[type][language], url: this.#url(page, language) };
    return {
      type,
      article: { ...view, body: page.body[language] },
      related:
        type === 'article'
          ? this.#pages
              .filter((p) => (p.kind === 'blog' || p.kind === 'guide') && p.id !== page.id)
              .slice(0, 3)
              .map((p) => this.#view(p, language))
          : this.#pages
              .filter((p) => p.kind === page.kind && p.id !== page.id)
              .map((p) => this.#view(p, language)),
      breadcrumbs: [home, parent, { name: view.title, url: view.url }],
      seo: this.#seo(view.title, view.teaser, this.#url(page, 'en'), this.#url(page, 'de'), language),
    };
  }
}

function buildMenus(rows: readonly Record<string, unknown>[], language: Language): MenuSetsView {
  const build = (menu: 'desktop' | 'mobile'): MenuItemView[] => {
    const children = new Map<number | null, Record<string, unknown>[]>();
    for (const r of rows) {
      if (r.menu !== menu) continue;
      const parent = r.parent_id === null ? null : Number(r.parent_id);
      const list = children.get(parent) ?? [];
      list.push(r);
      children.set(parent, list);
    }
    const item = (r: Record<string, unknown>): MenuItemView => {
      const id = Number(r.id);
      const data: { -readonly [K in keyof MenuItemData]: MenuItemData[K] } = {
        gender: toGender(r.gender_id ?? 0),
      };
      if (typeof r.logo === 'string') data.logo = r.logo;
      if (r.brand_position !== null && r.brand_position !== undefined)
        data.position = Number(r.brand_position);
      if (typeof r.image === 'string') data.imageData = r.image;
      const description = r[`description_${language}`];
      if (typeof description === 'string') data.description = description;
      return {
        id,
        name: String(r[`name_${language}`]),
        url: String(r[`url_${language}`] ?? ''),
        type: String(r.type),
        parentId: r.parent_id === null ? null : Number(r.parent_id),
        column: r.column_no === null ? null : Number(r.column_no),
        data,
        options: (children.get(id) ?? []).map(item),
      };
    };
    return (children.get(null) ?? []).map(item);
  };
  return { desktop: build('desktop'), mobile: build('mobile') };
}
