import fc from 'fast-check';
import { LANGUAGES, type Language } from '../../shared/language.js';
import { ROUTES, type RouteName, type RouteParams } from '../routes.js';

/** A route with parameters that make it match itself (no collision with a more specific row). */
export interface RouteSample {
  readonly name: RouteName;
  readonly params: RouteParams;
}

const FIRST_SEGMENTS = new Set(['de', ...ROUTES.flatMap((r) => r.segments.slice(0, 1))]);

/** One path segment as shops write them. */
export const segmentArb = fc.stringMatching(/^[a-z0-9][a-z0-9-]{0,11}$/);

/** One or more segments joined by `/`, optionally forbidding some first segments. */
export function splatArb(forbiddenFirst: ReadonlySet<string> = new Set()): fc.Arbitrary<string> {
  return fc
    .array(segmentArb, { minLength: 1, maxLength: 4 })
    .filter(([first]) => first !== undefined && !forbiddenFirst.has(first))
    .map((segments) => segments.join('/'));
}

/** A user hash as the double opt-in mail carries it. */
export const userHashArb = fc.stringMatching(/^[A-Za-z0-9]{1,40}$/);

function paramsArb(name: RouteName): fc.Arbitrary<RouteParams> {
  switch (name) {
    case 'doi':
      return userHashArb.map((userHash) => ({ userHash }));
    case 'orderDetails':
      return fc.uuid().map((uuid) => ({ uuid }));
    case 'pdp':
    case 'guideArticle':
    case 'faqDetail':
      return splatArb().map((path) => ({ path }));
    case 'guide':
      return fc
        .option(splatArb(new Set(['article'])), { nil: undefined })
        .map((path) => (path ? { path } : {}));
    case 'static':
    case 'services':
      return fc.option(splatArb(), { nil: undefined }).map((path) => (path ? { path } : {}));
    case 'brandsListing':
      return splatArb(new Set(['men', 'women'])).map((path) => ({ path }));
    case 'srp':
      return splatArb(FIRST_SEGMENTS).map((path) => ({ path }));
    default:
      return fc.constant({});
  }
}

/** Any route of the table with parameters that select it. */
export const routeSampleArb: fc.Arbitrary<RouteSample> = fc
  .constantFrom(...ROUTES.map((r) => r.name))
  .chain((name) => paramsArb(name).map((params) => ({ name, params })));

/** One of the shop's languages. */
export const languageArb: fc.Arbitrary<Language> = fc.constantFrom(...LANGUAGES);

/** An optional query and hash to hang after a path. */
export const queryAndHashArb = fc.record({
  query: fc.option(fc.stringMatching(/^\?[a-z]{1,3}=[a-z0-9+,]{0,8}$/), { nil: '' }),
  hash: fc.option(fc.stringMatching(/^#[a-z][a-z0-9-]{0,8}$/), { nil: '' }),
});

/** Changes the case of each character according to `flags`, cycling through them. */
export function recase(text: string, flags: readonly boolean[]): string {
  if (flags.length === 0) return text;
  return [...text].map((c, i) => (flags[i % flags.length] ? c.toUpperCase() : c.toLowerCase())).join('');
}
