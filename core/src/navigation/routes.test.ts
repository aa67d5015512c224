import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Gender } from '../shared/gender.js';
import { ShopError } from '../shared/errors.js';
import { localisePath } from './language.js';
import { PageNotFoundError } from './page-not-found-error.js';
import {
  brandsGender,
  matchRoute,
  pathFor,
  ROUTES,
  type RouteMatch,
  type RouteName,
  type RouteParams,
} from './routes.js';
import { languageArb, queryAndHashArb, recase, routeSampleArb } from './testing/route-arbitraries.js';

const ORDER_UUID = '3f2b8c1e-9d4a-4b6f-8e2d-1a2b3c4d5e6f';

function routeOf(url: string): RouteMatch {
  const result = matchRoute(url);
  if (result.kind !== 'route') throw new Error(`expected a route for ${url}, got a redirect`);
  return result;
}

function notFoundMessage(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (error instanceof PageNotFoundError) return error.message;
    throw error;
  }
  throw new Error('expected PageNotFoundError');
}

describe('given the route table of spec section 2', () => {
  const table: readonly [string, RouteName, string, string, RouteParams][] = [
    ['/', 'home', 'Home', 'home', {}],
    ['/login/', 'login', 'login', 'other', {}],
    ['/register/', 'register', 'register', 'other', {}],
    ['/forgot-password/', 'forgotPassword', 'password forgot', 'other', {}],
    ['/reset-password/', 'resetPassword', 'password reset', 'other', {}],
    ['/doi/thankyou/a1B2c3/', 'doi', 'DOI', 'other', { userHash: 'a1B2c3' }],
    [
      '/p/austria-home-jersey-2026-123/',
      'pdp',
      'PDP',
      'item_detail',
      { path: 'austria-home-jersey-2026-123' },
    ],
    ['/p/men/jerseys/home-123/', 'pdp', 'PDP', 'item_detail', { path: 'men/jerseys/home-123' }],
    [
      '/blog/article/how-to-choose-boots/',
      'guideArticle',
      'GuideArticle',
      'other',
      { path: 'how-to-choose-boots' },
    ],
    ['/blog/', 'guide', 'Guide', 'other', {}],
    ['/blog/running/', 'guide', 'Guide', 'other', { path: 'running' }],
    ['/static/imprint/', 'static', 'Static', 'services', { path: 'imprint' }],
    ['/services/shipping/returns/', 'services', 'Static', 'services', { path: 'shipping/returns' }],
    ['/faq/', 'faq', 'Faq', 'other', {}],
    ['/faq/delivery-times/', 'faqDetail', 'FaqDetail', 'other', { path: 'delivery-times' }],
    ['/wishlist/', 'wishlist', 'Wishlist', 'other', {}],
    ['/marken/', 'brands', 'Brands', 'other', {}],
    ['/marken/men/', 'brandsMen', 'Brands', 'other', {}],
    ['/marken/women/', 'brandsWomen', 'Brands', 'other', {}],
    ['/marken/nike/', 'brandsListing', 'SRP', 'item_list', { path: 'nike' }],
    ['/marken/men/nike/', 'brandsListing', 'SRP', 'item_list', { path: 'men/nike' }],
    ['/my-account/', 'accountOverview', 'account overview', 'other', {}],
    ['/my-account/orders/', 'orders', 'orders', 'other', {}],
    [
      `/my-account/order-details/${ORDER_UUID}/`,
      'orderDetails',
      'order details',
      'other',
      { uuid: ORDER_UUID },
    ],
    ['/my-account/delivery-address/', 'deliveryAddress', 'delivery address', 'other', {}],
    ['/my-account/account-details/', 'accountDetails', 'account details', 'other', {}],
    ['/search/', 'search', 'search', 'item_list', {}],
    ['/men/jerseys/', 'srp', 'SRP', 'item_list', { path: 'men/jerseys' }],
    ['/login/extra/', 'srp', 'SRP', 'item_list', { path: 'login/extra' }],
    ['/deals/', 'srp', 'SRP', 'item_list', { path: 'deals' }],
  ];

  it.each(table)(
    'when %s is matched, then it is route %s, page %s, page type %s',
    (url, name, page, pageType, params) => {
      const match = routeOf(url);
      expect(match).toMatchObject({
        kind: 'route',
        name,
        page,
        pageType,
        params,
        language: 'en-US',
        path: url,
      });
    },
  );

  it('when every row is listed, then each route of the table has an example above', () => {
    const covered = new Set(table.map(([, name]) => name));
    expect(ROUTES.filter((r) => !covered.has(r.name)).map((r) => r.name)).toEqual([]);
  });

  it('when a search URL carries its query and hash, then they are kept apart from the path', () => {
    expect(routeOf('/search/?q=red+jersey#results')).toMatchObject({
      name: 'search',
      path: '/search/',
      query: '?q=red+jersey',
      hash: '#results',
    });
  });

  it('when the spec named routes are listed, then they are home, srp, pdp, services and guide', () => {
    const named = (['home', 'srp', 'pdp', 'services', 'guide'] as const).map((name) => {
      const matched = matchRoute(pathFor(name, { path: 'item' }));
      return matched.kind === 'route' ? [matched.name, matched.pageType, matched.page] : [];
    });
    expect(named).toEqual([
      ['home', 'home', 'Home'],
      ['srp', 'item_list', 'SRP'],
      ['pdp', 'item_detail', 'PDP'],
      ['services', 'services', 'Static'],
      ['guide', 'other', 'Guide'],
    ]);
  });
});

describe('given the language prefix', () => {
  it('when a path has no prefix, then it is en-US', () => {
    expect(routeOf('/login/')).toMatchObject({ language: 'en-US', path: '/login/' });
  });

  it('when a path starts with /de/, then it is de-AT and the path is given without the prefix', () => {
    expect(routeOf('/de/login/')).toMatchObject({ name: 'login', language: 'de-AT', path: '/login/' });
    expect(routeOf('/de/')).toMatchObject({ name: 'home', language: 'de-AT', path: '/' });
    expect(routeOf('/DE/Marken/Men/')).toMatchObject({
      name: 'brandsMen',
      language: 'de-AT',
      path: '/Marken/Men/',
    });
  });

  it('when a first segment only begins with de, then it is not a prefix', () => {
    expect(routeOf('/deals/')).toMatchObject({ name: 'srp', language: 'en-US' });
  });
});

describe('given the trailing slash is required', () => {
  it.each([
    ['/login', '/login/'],
    ['/de', '/de/'],
    ['/de/login', '/de/login/'],
    ['/search?q=ball', '/search/?q=ball'],
    ['/p/jersey-1#sizes', '/p/jersey-1/#sizes'],
    ['/Blog/Running?page=2#top', '/Blog/Running/?page=2#top'],
  ])('when %s is requested, then it redirects to %s', (url, location) => {
    expect(matchRoute(url)).toEqual({ kind: 'redirect', location });
  });

  it.each([
    ['//evil.example', '/evil.example/'],
    ['///evil.example/x?q=1', '/evil.example/x/?q=1'],
    ['/\\evil.example', '/evil.example/'],
    ['/\\/evil.example', '/evil.example/'],
  ])('when %s is requested, then the redirect stays in the shop: %s', (url, location) => {
    expect(matchRoute(url)).toEqual({ kind: 'redirect', location });
  });

  it('when the empty path is requested, then it is home', () => {
    expect(routeOf('')).toMatchObject({ name: 'home' });
  });
});

describe('given route validation', () => {
  it.each([
    ['/my-account/order-details/not-a-uuid/', 'Page Not Found: /my-account/order-details/not-a-uuid/'],
    ['/my-account/order-details/', 'Page Not Found: /my-account/order-details/'],
    [
      `/my-account/order-details/${ORDER_UUID}/x/`,
      `Page Not Found: /my-account/order-details/${ORDER_UUID}/x/`,
    ],
    ['/doi/thankyou/', 'Page Not Found: /doi/thankyou/'],
    ['/doi/thankyou//', 'Page Not Found: /doi/thankyou//'],
    ['/de/p/', 'Page Not Found: /de/p/'],
    ['/blog/article/?x=1', 'Page Not Found: /blog/article/'],
  ])('when %s is matched, then a fatal 404 says %s', (url, message) => {
    expect(notFoundMessage(() => matchRoute(url))).toBe(message);
  });

  it('when validation fails, then the error is a fatal ShopError with status 404', () => {
    try {
      matchRoute('/my-account/order-details/123/');
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ShopError);
      expect(error).toMatchObject({ status: 404, fatal: true, code: 'page-not-found' });
    }
  });

  it('when an order uuid is written in upper case, then it is still valid', () => {
    expect(routeOf(`/my-account/order-details/${ORDER_UUID.toUpperCase()}/`).params).toEqual({
      uuid: ORDER_UUID.toUpperCase(),
    });
  });
});

describe('given named route paths', () => {
  it('when paths are built, then they carry their parameters and the trailing slash', () => {
    expect(pathFor('home')).toBe('/');
    expect(pathFor('guide')).toBe('/blog/');
    expect(pathFor('pdp', { path: 'jersey-1' })).toBe('/p/jersey-1/');
    expect(pathFor('services', { path: '/shipping/' })).toBe('/services/shipping/');
    expect(pathFor('srp', { path: 'men/jerseys' })).toBe('/men/jerseys/');
    expect(pathFor('orderDetails', { uuid: ORDER_UUID })).toBe(`/my-account/order-details/${ORDER_UUID}/`);
    expect(pathFor('doi', { userHash: 'abc' })).toBe('/doi/thankyou/abc/');
  });

  it('when the brands variants are asked for their gender, then men is male and women female', () => {
    expect(brandsGender('brandsMen')).toBe(Gender.male);
    expect(brandsGender('brandsWomen')).toBe(Gender.female);
    expect(brandsGender('brands')).toBe(Gender.unknown);
  });
});

describe('properties', () => {
  it('a path built for a route matches that route with the same parameters', () => {
    fc.assert(
      fc.property(routeSampleArb, ({ name, params }) => {
        const match = routeOf(pathFor(name, params));
        expect(match.name).toBe(name);
        expect(match.params).toEqual(params);
      }),
    );
  });

  it('matching is case-insensitive: any casing of a valid URL matches the same route', () => {
    fc.assert(
      fc.property(
        routeSampleArb,
        languageArb,
        queryAndHashArb,
        fc.array(fc.boolean(), { minLength: 1, maxLength: 7 }),
        ({ name, params }, language, { query, hash }, flags) => {
          const url = localisePath(pathFor(name, params), language) + query + hash;
          const original = routeOf(url);
          const recased = routeOf(recase(url, flags));
          expect(recased.name).toBe(original.name);
          expect(recased.page).toBe(original.page);
          expect(recased.language).toBe(language);
          expect(recased.path.toLowerCase()).toBe(original.path.toLowerCase());
          expect(JSON.stringify(recased.params).toLowerCase()).toBe(
            JSON.stringify(original.params).toLowerCase(),
          );
        },
      ),
    );
  });

  it('localisePath and matchRoute round-trip the language and the path', () => {
    fc.assert(
      fc.property(
        routeSampleArb,
        languageArb,
        queryAndHashArb,
        ({ name, params }, language, { query, hash }) => {
          const path = pathFor(name, params);
          const match = routeOf(localisePath(path + query + hash, language));
          expect(match.language).toBe(language);
          expect(match.path).toBe(path);
          expect(match.query + match.hash).toBe(query + hash);
          expect(localisePath(match.path, match.language)).toBe(localisePath(path, language));
        },
      ),
    );
  });

  it('a URL without its trailing slash redirects to one that matches', () => {
    fc.assert(
      fc.property(
        routeSampleArb,
        languageArb,
        queryAndHashArb,
        ({ name, params }, language, { query, hash }) => {
          const path = localisePath(pathFor(name, params), language);
          fc.pre(path !== '/');
          const result = matchRoute(path.slice(0, -1) + query + hash);
          expect(result).toEqual({ kind: 'redirect', location: path + query + hash });
          expect(routeOf(path + query + hash).name).toBe(name);
        },
      ),
    );
  });
});

describe('routes at their edges', () => {
  it('given the home page and the listing fallback, then their page names are analytics’ own', () => {
    expect(matchRoute('/')).toMatchObject({ name: 'home', page: 'Home' });
    expect(matchRoute('/men/')).toMatchObject({ name: 'srp', page: 'SRP' });
  });

  it('given a product path of empty segments, then it is not found', () => {
    expect(() => matchRoute('/p//')).toThrow(PageNotFoundError);
  });

  it('given a parameter that is blank, not one segment, or a uuid with more around it, then it is not found', () => {
    for (const path of [
      '/doi/thankyou/ /',
      '/doi/thankyou/abc/def/',
      '/my-account/order-details/3b7c8f8e-1111-4111-8111-111111111111x/',
      '/my-account/order-details/x3b7c8f8e-1111-4111-8111-111111111111/',
    ]) {
      expect(() => matchRoute(path), path).toThrow(PageNotFoundError);
    }
    expect(matchRoute('/doi/thankyou/abc/')).toMatchObject({ name: 'doi', params: { userHash: 'abc' } });
  });

  it('given a path parameter with slashes to spare, then the path has them once', () => {
    expect(pathFor('pdp', { path: '//jersey-1//' })).toBe('/p/jersey-1/');
  });

  it('given a route name the table does not have, then building its path throws', () => {
    expect(() => pathFor('nowhere' as never)).toThrow('unknown route nowhere');
  });
});
