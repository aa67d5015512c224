import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { CategoryNode, Listing } from './listing.js';
import { listingTrail, readListingTrail } from './listing-trail.js';
import type { Breadcrumb } from './product.js';
import { ListingMother } from './testing/listing-mother.js';

const node = (
  id: number,
  name: string,
  url: string,
  active: boolean,
  children: readonly CategoryNode[] = [],
): CategoryNode => ({ id, name, url, count: 1, active, children });

function listingWith(
  tree: readonly CategoryNode[],
  h1 = 'Jerseys · Men',
  trail?: readonly Breadcrumb[],
): Listing {
  const listing = ListingMother.menJerseys();
  return {
    ...listing,
    categoryTree: { ...listing.categoryTree, tree },
    seo: { ...listing.seo, h1 },
    ...(trail ? { trail } : {}),
  };
}

const clothing = (jerseysActive: boolean) =>
  node(1, 'Clothing', '/men/clothing/', jerseysActive, [
    node(10, 'Jerseys', '/men/jerseys/', jerseysActive),
    node(11, 'Jackets', '/men/jackets/', false),
  ]);

describe('listingTrail', () => {
  it('given the API names the trail, then it is the trail', () => {
    const trail = [
      { name: 'Men', url: '/men/' },
      { name: 'Clothing', url: '/men/clothing/' },
      { name: 'Jerseys', url: '/men/jerseys/' },
    ];

    expect(listingTrail(listingWith([clothing(true)], 'Jerseys · Men', trail), '/men/jerseys/')).toBe(trail);
  });

  it('given no trail from the API, then the active categories down to the page', () => {
    expect(listingTrail(listingWith([clothing(true)]), '/men/jerseys/')).toEqual([
      { name: 'Clothing', url: '/men/clothing/' },
      { name: 'Jerseys', url: '/men/jerseys/' },
    ]);
  });

  it('given a page the categories do not reach (a brand, a department), then it ends with the heading at its path', () => {
    expect(listingTrail(listingWith([clothing(false)], 'Nike'), '/brand/nike/')).toEqual([
      { name: 'Nike', url: '/brand/nike/' },
    ]);
  });

  it('given a later page of a category, then its step is the category itself, whatever the letter case', () => {
    expect(listingTrail(listingWith([clothing(true)]), '/Men/Jerseys/?page=2')).toEqual([
      { name: 'Clothing', url: '/men/clothing/' },
      { name: 'Jerseys', url: '/men/jerseys/' },
    ]);
  });

  it('given the home path or no heading, then no step repeats home or has no name', () => {
    expect(listingTrail(listingWith([], 'All products'), '/')).toEqual([]);
    expect(listingTrail(listingWith([], ' '), '/brand/nike/')).toEqual([]);
  });

  it('for any tree, the trail follows the active branch from the root and ends at the page', () => {
    const levelArb = (depth: number): fc.Arbitrary<readonly CategoryNode[]> =>
      fc.array(
        fc
          .record({
            id: fc.nat(),
            slug: fc.constantFrom('a', 'b', 'c', 'men/jerseys'),
            active: fc.boolean(),
            children: depth === 0 ? fc.constant([]) : levelArb(depth - 1),
          })
          .map(({ id, slug, active, children }) => node(id, `Category ${id}`, `/${slug}/`, active, children)),
        { maxLength: 3 },
      );
    const treeArb = levelArb(3);
    fc.assert(
      fc.property(treeArb, fc.constantFrom('/men/jerseys/', '/a/', '/brand/x/'), (tree, page) => {
        const trail = listingTrail(listingWith(tree, 'Heading'), page);

        expect(trail.at(-1)?.url).toBe(page);
        let level: readonly CategoryNode[] = tree;
        for (const step of trail.slice(0, -1)) {
          const active = level.find((n) => n.active);
          expect(active && { name: active.name, url: active.url }).toEqual(step);
          level = active?.children ?? [];
        }
      }),
    );
  });
});

describe('readListingTrail', () => {
  it('reads the steps, names trimmed', () => {
    expect(
      readListingTrail([
        { name: 'Men ', url: '/men/' },
        { name: 'Jerseys', url: '/men/jerseys/', id: 10 },
      ]),
    ).toEqual([
      { name: 'Men', url: '/men/' },
      { name: 'Jerseys', url: '/men/jerseys/' },
    ]);
    expect(readListingTrail([])).toEqual([]);
  });

  it('gives nothing for an answer without a trail, or with a step that is not one', () => {
    for (const raw of [
      undefined,
      null,
      'Men',
      { name: 'Men', url: '/men/' },
      [{ name: 'Men', url: '/men/' }, null],
      [{ name: '', url: '/men/' }],
      [{ name: 'Men' }],
      [{ name: 'Men', url: 'men/' }],
      [{ name: 'Men', url: '//evil.test/' }],
      [{ name: 'Men', url: 'https://evil.test/' }],
      [{ name: 'Men', url: '/\\evil.test/' }],
      [{ name: 3, url: '/men/' }],
    ]) {
      expect(readListingTrail(raw), JSON.stringify(raw)).toBeUndefined();
    }
  });

  it('for any trail the API writes, reading its JSON gives it back', () => {
    const stepArb = fc.record({
      name: fc.string({ minLength: 1 }).filter((s) => s.trim() === s && s !== ''),
      url: fc.stringMatching(/^\/[a-z0-9-]+(\/[a-z0-9-]+)*\/$/),
    });
    fc.assert(
      fc.property(fc.array(stepArb, { maxLength: 6 }), (trail) => {
        expect(readListingTrail(JSON.parse(JSON.stringify(trail)))).toEqual(trail);
      }),
    );
  });
});
