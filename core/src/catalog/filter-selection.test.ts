import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MemoryLogger } from '../shared/testing/memory-logger.js';
import {
  appliedPage,
  appliedSelection,
  changedSavedGroups,
  clearPriceRange,
  clearShopperFilters,
  type FilterSelectionState,
  groupValues,
  saveGroups,
  selectedValueIds,
  selectionFromListing,
  setPriceRange,
  startSubmitting,
  stopSubmitting,
  toggleFilterValue,
  toggleSorting,
  uncheckedPageValues,
} from './filter-selection.js';
import { SORT_OPTIONS } from './sort-options.js';
import { FILTERS, filter, ListingMother, V, value } from './testing/listing-mother.js';

const fresh = (spec: Parameters<typeof ListingMother.listing>[0] = {}): FilterSelectionState =>
  selectionFromListing(ListingMother.listing(spec));

const ticked = (state: FilterSelectionState, group: string): readonly number[] =>
  groupValues(state.current, group);

const priceHighToLow = SORT_OPTIONS[1] ?? SORT_OPTIONS[0]!;
const newest = SORT_OPTIONS[3]!;

describe('given a freshly loaded listing', () => {
  it('then its selected values are grouped by filter, with price, sorting and page', () => {
    const state = fresh({
      selected: [V.puma, V.nike, V.red, V.goalkeeperGloves, V.football],
      price: { min: 20, max: 90 },
      sorting: { field: 'price', type: 'asc' },
      currentPage: 2,
    });
    expect(state.current.values).toEqual({
      GENERAL_Brand: [V.nike, V.puma],
      GENERAL_Color: [V.red],
      sports: [V.football, V.goalkeeperGloves],
    });
    expect(state.current.price).toEqual({ min: 20, max: 90 });
    expect(state.current.sorting).toEqual({ field: 'price', type: 'asc' });
    expect(state.loaded).toEqual(state.current);
    expect(state.page).toBe(2);
    expect(state.saved).toEqual([]);
    expect(state.submitting).toBe(false);
  });

  it('then page-level values are those of the path that the filters know', () => {
    const state = selectionFromListing(ListingMother.menJerseys({ page: [999] }));
    expect(state.pageValues).toEqual([V.male]);
    expect(ticked(state, 'GENERAL_Gender')).toEqual([V.male]);
  });

  it('then half a sorting or a broken page is read as none', () => {
    const state = fresh({ sorting: { field: 'price', type: null }, currentPage: 0 });
    expect(state.current.sorting).toBeNull();
    expect(state.page).toBe(1);
  });

  it('then a selected value missing from the filters keeps the group byId names', () => {
    const listing = ListingMother.listing({ selected: [V.nike] });
    const withOrphan = {
      ...listing,
      selected: {
        ...listing.selected,
        all: [...listing.selected.all, 777],
        byId: {
          ...listing.selected.byId,
          '777': { f_id: 83, f_name: 'GENERAL_Brand', fv_id: 777, fv_name: 'Old brand' },
        },
      },
    };
    expect(ticked(selectionFromListing(withOrphan), 'GENERAL_Brand')).toEqual([V.nike, 777]);
  });
});

describe('given a freshly loaded listing whose parts disagree', () => {
  const priced = [
    ...FILTERS.filter((f) => f.f_name !== 'price' && f.f_name !== 'sorting'),
    filter(5, 'price', 'toggle', [value(701, '20 – 50 €')]),
    filter(6, 'sorting', 'radio', [value(702, 'Newest')]),
  ];

  it('then a selected value byId does not name still gets the group of the filter that lists it', () => {
    const listing = ListingMother.listing({ selected: [V.nike, V.red] });
    const state = selectionFromListing({ ...listing, selected: { ...listing.selected, byId: {} } });
    expect(state.current.values).toEqual({ GENERAL_Brand: [V.nike], GENERAL_Color: [V.red] });
  });

  it('then the filters name a value’s group before byId does, and the first filter listing it wins', () => {
    const twice = [...FILTERS, filter(99, 'GENERAL_Team', 'toggle', [value(V.nike, 'Nike again')])];
    const listing = ListingMother.listing({ selected: [V.nike], filters: twice });
    const byId = { [V.nike]: { f_id: 99, f_name: 'GENERAL_Team', fv_id: V.nike, fv_name: 'Nike' } };
    const state = selectionFromListing({ ...listing, selected: { ...listing.selected, byId } });
    expect(state.current.values).toEqual({ GENERAL_Brand: [V.nike] });
  });

  it('then a value only byId names is selected, and one nobody names, or byId without a group, is dropped', () => {
    const listing = ListingMother.listing({ selected: [V.red] });
    const state = selectionFromListing({
      ...listing,
      selected: {
        ...listing.selected,
        all: [...listing.selected.all, 888, 999],
        byId: {
          ...listing.selected.byId,
          '777': { f_id: 83, f_name: 'GENERAL_Brand', fv_id: 777, fv_name: 'Old brand' },
          '888': { f_id: 0, f_name: '', fv_id: 888, fv_name: 'Nameless' },
        },
      },
    });
    expect(state.current.values).toEqual({ GENERAL_Brand: [777], GENERAL_Color: [V.red] });
  });

  it('then price and sorting give no value group, even when their filters list values', () => {
    const listing = ListingMother.listing({ filters: priced, selected: [701, 702, V.nike] });
    const state = selectionFromListing({ ...listing, selected: { ...listing.selected, byId: {} } });
    expect(state.current.values).toEqual({ GENERAL_Brand: [V.nike] });
    expect(toggleFilterValue(state, 'price', 701)).toBe(state);
    expect(toggleFilterValue(state, 'sorting', 702)).toBe(state);
  });

  it('then a page of 1 or more is kept, anything else is page 1', () => {
    for (const [page, read] of [
      [1, 1],
      [7, 7],
      [0, 1],
      [-3, 1],
      [2.5, 1],
      [Number.NaN, 1],
    ]) {
      expect(fresh({ currentPage: page }).page, `page ${page}`).toBe(read);
    }
  });
});

describe('given toggle filters', () => {
  it('when ticking values, then they add up in ascending order', () => {
    let state = fresh();
    state = toggleFilterValue(state, 'GENERAL_Brand', V.puma);
    state = toggleFilterValue(state, 'GENERAL_Brand', V.nike);
    expect(ticked(state, 'GENERAL_Brand')).toEqual([V.nike, V.puma]);
  });

  it('when ticking a ticked value, then it is unticked and the empty group disappears', () => {
    const state = toggleFilterValue(fresh({ selected: [V.nike] }), 'GENERAL_Brand', V.nike);
    expect(state.current.values).toEqual({});
  });

  it('when toggling the same value twice, then nothing changed', () => {
    fc.assert(
      fc.property(
        fc.subarray([V.nike, V.adidas, V.puma, V.red, V.white, V.black]),
        fc.constantFrom<[string, number]>(
          ['GENERAL_Brand', V.nike],
          ['GENERAL_Brand', V.puma],
          ['GENERAL_Color', V.black],
          ['GENERAL_Color', V.red],
        ),
        ([...selected], [group, id]) => {
          const state = fresh({ selected });
          expect(toggleFilterValue(toggleFilterValue(state, group, id), group, id)).toEqual(state);
        },
      ),
    );
  });

  it('when the group or value is unknown, then nothing changes', () => {
    const state = fresh();
    expect(toggleFilterValue(state, 'GENERAL_Material', V.nike)).toBe(state);
    expect(toggleFilterValue(state, 'GENERAL_Brand', V.red)).toBe(state);
    expect(toggleFilterValue(state, 'price', V.nike)).toBe(state);
  });
});

describe('given single-value filters', () => {
  it('when ticking another dropdown value, then it replaces the first', () => {
    let state = toggleFilterValue(fresh(), 'GENERAL_Size', V.sizeS);
    state = toggleFilterValue(state, 'GENERAL_Size', V.sizeL);
    expect(ticked(state, 'GENERAL_Size')).toEqual([V.sizeL]);
  });

  it('when ticking another radio value, then it replaces the first', () => {
    const state = toggleFilterValue(fresh({ selected: [V.sale] }), 'addition', V.newIn);
    expect(ticked(state, 'addition')).toEqual([V.newIn]);
  });

  it('when ticking another gender, then it replaces the first although the filter is a toggle', () => {
    const state = toggleFilterValue(fresh({ selected: [V.female] }), 'GENERAL_Gender', V.kids);
    expect(ticked(state, 'GENERAL_Gender')).toEqual([V.kids]);
  });

  it('when ticking the ticked value, then the filter is empty', () => {
    const state = toggleFilterValue(fresh({ selected: [V.sizeM] }), 'GENERAL_Size', V.sizeM);
    expect(ticked(state, 'GENERAL_Size')).toEqual([]);
  });

  it('given the answer left the gender filter unnamed, then its legacy id still makes it single', () => {
    const legacy = [filter(82, '', 'toggle', [value(1, 'Women'), value(2, 'Men')])];
    let state = selectionFromListing(ListingMother.listing({ filters: legacy }));
    state = toggleFilterValue(toggleFilterValue(state, 'GENERAL_Gender', 1), 'GENERAL_Gender', 2);
    expect(ticked(state, 'GENERAL_Gender')).toEqual([2]);
  });
});

describe('given the sports filter', () => {
  it('when ticking a sub-sport, then its sport is ticked too', () => {
    const state = toggleFilterValue(fresh(), 'sports', V.goalkeeperGloves);
    expect(ticked(state, 'sports')).toEqual([V.football, V.goalkeeperGloves]);
  });

  it('when unticking one of two ticked sub-sports, then the sport stays', () => {
    const state = toggleFilterValue(
      fresh({ selected: [V.football, V.footballBoots, V.goalkeeperGloves] }),
      'sports',
      V.footballBoots,
    );
    expect(ticked(state, 'sports')).toEqual([V.football, V.goalkeeperGloves]);
  });

  it('when unticking the last ticked sub-sport, then the sport is unticked too', () => {
    const state = toggleFilterValue(
      fresh({ selected: [V.football, V.goalkeeperGloves, V.ski] }),
      'sports',
      V.goalkeeperGloves,
    );
    expect(ticked(state, 'sports')).toEqual([V.ski]);
  });

  it('when unticking a sport, then its sub-sports go with it', () => {
    const state = toggleFilterValue(
      fresh({ selected: [V.football, V.footballBoots, V.running] }),
      'sports',
      V.football,
    );
    expect(ticked(state, 'sports')).toEqual([V.running]);
  });

  it('when ticking a sport alone, then no sub-sport is ticked', () => {
    expect(ticked(toggleFilterValue(fresh(), 'sports', V.running), 'sports')).toEqual([V.running]);
  });

  it('given a dropdown sports filter, when ticking a sub-sport, then it and its sport replace the rest', () => {
    const sports = FILTERS.find((f) => f.f_name === 'sports')!;
    const single = [{ ...sports, f_type: 'dropdown' as const }];
    let state = selectionFromListing(ListingMother.listing({ filters: single, selected: [V.ski] }));
    state = toggleFilterValue(state, 'sports', V.runningShoes);
    expect(ticked(state, 'sports')).toEqual([V.running, V.runningShoes]);
  });
});

describe('given the sorting toggle', () => {
  it('when choosing a pair, then it is the sorting; choosing another replaces it', () => {
    let state = toggleSorting(fresh(), priceHighToLow);
    expect(state.current.sorting).toEqual({ field: 'price', type: 'desc' });
    state = toggleSorting(state, newest);
    expect(state.current.sorting).toEqual({ field: 'added_at', type: 'desc' });
  });

  it('when choosing the chosen pair again, then the sorting is cleared', () => {
    const state = fresh({ sorting: { field: 'price', type: 'desc' } });
    expect(toggleSorting(state, priceHighToLow).current.sorting).toBeNull();
  });

  it('given no sorting or the same pair, when toggling a pair twice, then nothing changed', () => {
    fc.assert(
      fc.property(fc.constantFrom(...SORT_OPTIONS), fc.boolean(), (option, chosen) => {
        const state = fresh({
          sorting: chosen ? { field: option.field, type: option.type } : { field: null, type: null },
        });
        expect(toggleSorting(toggleSorting(state, option), option)).toEqual(state);
      }),
    );
  });

  it('given another pair chosen, when toggling a pair twice, then the sorting ends cleared', () => {
    const state = fresh({ sorting: { field: 'added_at', type: 'desc' } });
    expect(toggleSorting(toggleSorting(state, priceHighToLow), priceHighToLow).current.sorting).toBeNull();
  });

  it('when the pair is incomplete, then nothing changes', () => {
    const state = fresh();
    expect(toggleSorting(state, { field: '', type: 'asc' })).toBe(state);
    expect(toggleSorting(state, { field: 'price', type: 'up' as never })).toBe(state);
  });
});

describe('given the price filter', () => {
  it('when min and max are numbers, then they are the price selection', () => {
    const logger = new MemoryLogger();
    const state = setPriceRange(fresh(), { min: 20, max: 150 }, logger);
    expect(state.current.price).toEqual({ min: 20, max: 150 });
    expect(logger.entries).toEqual([]);
  });

  it('when min or max is not a number, then the change is ignored and an error logged', () => {
    const broken: unknown[] = ['20', null, undefined, Number.NaN, Number.POSITIVE_INFINITY, {}];
    for (const bad of broken) {
      const logger = new MemoryLogger();
      const state = fresh({ price: { min: 10, max: 99 } });
      expect(setPriceRange(state, { min: bad, max: 150 }, logger)).toBe(state);
      expect(setPriceRange(state, { min: 20, max: bad }, logger)).toBe(state);
      expect(logger.errors).toHaveLength(2);
      expect(logger.errors[0]?.details).toEqual({ min: bad, max: 150 });
      expect(logger.errors[0]?.message).toBe('price filter ignored: min and max must be numbers');
    }
  });

  it('when cleared, then both sides are open', () => {
    expect(clearPriceRange(fresh({ price: { min: 10, max: 99 } })).current.price).toEqual({
      min: null,
      max: null,
    });
  });
});

describe('given the shopper is submitting', () => {
  const submitting = startSubmitting(fresh({ selected: [V.nike] }));
  const logger = new MemoryLogger();

  it('when toggling anything, then nothing changes', () => {
    expect(toggleFilterValue(submitting, 'GENERAL_Brand', V.adidas, { save: true })).toBe(submitting);
    expect(toggleFilterValue(submitting, 'GENERAL_Brand', V.nike)).toBe(submitting);
    expect(toggleSorting(submitting, newest)).toBe(submitting);
    expect(setPriceRange(submitting, { min: 1, max: 2 }, logger)).toBe(submitting);
    expect(clearPriceRange(submitting)).toBe(submitting);
    expect(saveGroups(submitting)).toBe(submitting);
  });

  it('when submitting stops, then toggling works again', () => {
    const state = toggleFilterValue(stopSubmitting(submitting), 'GENERAL_Brand', V.adidas);
    expect(ticked(state, 'GENERAL_Brand')).toEqual([V.nike, V.adidas]);
  });
});

describe('given saving', () => {
  it('when a change is not saved, then the applied selection keeps the loaded group', () => {
    const state = toggleFilterValue(fresh({ selected: [V.nike] }), 'GENERAL_Brand', V.puma);
    expect(appliedSelection(state).values).toEqual({ GENERAL_Brand: [V.nike] });
    expect(state.saved).toEqual([]);
  });

  it('when a change is saved, then its group is applied and the others stay as loaded', () => {
    let state = fresh({ selected: [V.nike] });
    state = toggleFilterValue(state, 'GENERAL_Color', V.red);
    state = toggleFilterValue(state, 'GENERAL_Brand', V.puma, { save: true });
    expect(state.saved).toEqual(['GENERAL_Brand']);
    expect(appliedSelection(state).values).toEqual({ GENERAL_Brand: [V.nike, V.puma] });
  });

  it('when all groups are saved, then everything ticked is applied', () => {
    let state = fresh();
    state = toggleFilterValue(state, 'GENERAL_Color', V.red);
    state = toggleSorting(state, newest);
    state = setPriceRange(state, { min: 10, max: 50 }, new MemoryLogger());
    state = saveGroups(state);
    expect(appliedSelection(state)).toEqual(state.current);
  });

  it('when naming groups, then only those and only known ones are saved', () => {
    const state = saveGroups(fresh(), ['price', 'GENERAL_Material', 'price']);
    expect(state.saved).toEqual(['price']);
  });

  it('when saving groups already saved, then each stays saved once and the state is the same', () => {
    const state = saveGroups(fresh(), ['price', 'sorting']);
    expect(saveGroups(state, ['sorting', 'price'])).toBe(state);
    expect(saveGroups(state, ['GENERAL_Brand', 'price']).saved).toEqual([
      'price',
      'sorting',
      'GENERAL_Brand',
    ]);
  });
});

describe('given pagination', () => {
  it('when a saved group changed, then the next listing starts at page 1', () => {
    const state = toggleFilterValue(fresh({ currentPage: 3 }), 'GENERAL_Brand', V.nike, { save: true });
    expect(changedSavedGroups(state)).toEqual(['GENERAL_Brand']);
    expect(appliedPage(state)).toBe(1);
  });

  it('when only unsaved groups changed, then the page stays', () => {
    const state = toggleFilterValue(fresh({ currentPage: 3 }), 'GENERAL_Brand', V.nike);
    expect(appliedPage(state)).toBe(3);
  });

  it('when a saved group is back to what was loaded, then the page stays', () => {
    let state = fresh({ currentPage: 3, selected: [V.nike] });
    state = toggleFilterValue(state, 'GENERAL_Brand', V.nike, { save: true });
    state = toggleFilterValue(state, 'GENERAL_Brand', V.nike, { save: true });
    expect(appliedPage(state)).toBe(3);
  });

  it('when only one side of a saved price changed, then the page resets as well', () => {
    const logger = new MemoryLogger();
    const state = fresh({ currentPage: 2, price: { min: 10, max: 90 } });
    expect(appliedPage(setPriceRange(state, { min: 10, max: 80 }, logger, { save: true }))).toBe(1);
    expect(appliedPage(setPriceRange(state, { min: 20, max: 90 }, logger, { save: true }))).toBe(1);
    expect(appliedPage(setPriceRange(state, { min: 10, max: 90 }, logger, { save: true }))).toBe(2);
  });

  it('when a saved sorting or price changed, then the page resets as well', () => {
    expect(appliedPage(toggleSorting(fresh({ currentPage: 2 }), newest, { save: true }))).toBe(1);
    expect(
      appliedPage(
        setPriceRange(fresh({ currentPage: 2 }), { min: 5, max: 9 }, new MemoryLogger(), { save: true }),
      ),
    ).toBe(1);
  });
});

describe('given page-level values', () => {
  it('when the path gender is unticked and saved, then it counts as unchecked', () => {
    const state = toggleFilterValue(
      selectionFromListing(ListingMother.menJerseys()),
      'GENERAL_Gender',
      V.male,
      {
        save: true,
      },
    );
    expect(uncheckedPageValues(state)).toEqual([V.male]);
  });

  it('when another gender replaces it, then it is unchecked too', () => {
    const state = toggleFilterValue(
      selectionFromListing(ListingMother.menJerseys()),
      'GENERAL_Gender',
      V.female,
      {
        save: true,
      },
    );
    expect(uncheckedPageValues(state)).toEqual([V.male]);
    expect(selectedValueIds(appliedSelection(state))).toEqual([V.female]);
  });

  it('when other groups change, then no page-level value is unchecked', () => {
    const state = toggleFilterValue(
      selectionFromListing(ListingMother.menJerseys()),
      'GENERAL_Brand',
      V.nike,
      {
        save: true,
      },
    );
    expect(uncheckedPageValues(state)).toEqual([]);
  });
});

describe('clearing the shopper’s filters', () => {
  it('then every value the shopper ticked is unticked and the price cleared; the page’s own values and the sorting stay', () => {
    const loaded = selectionFromListing(
      ListingMother.menJerseys({
        selected: [V.nike, V.red, V.football, V.footballBoots],
        price: { min: 20, max: 90 },
        sorting: { field: 'price', type: 'asc' },
      }),
    );
    const cleared = clearShopperFilters(loaded, { save: true });
    expect(cleared.current.values).toEqual({ GENERAL_Gender: [V.male] });
    expect(cleared.current.price).toEqual({ min: null, max: null });
    expect(cleared.current.sorting).toEqual({ field: 'price', type: 'asc' });
    expect([...cleared.saved].sort()).toEqual(['GENERAL_Brand', 'GENERAL_Color', 'price', 'sports']);
  });

  it('given a sport page with a ticked sub-sport, then the sub-sport goes and the page’s sport stays', () => {
    const state = selectionFromListing(
      ListingMother.listing({ page: [V.football], selected: [V.footballBoots] }),
    );
    const cleared = clearShopperFilters(state);
    expect(ticked(cleared, 'sports')).toEqual([V.football]);
    expect(cleared.saved).toEqual([]);
  });

  it('while submitting, then nothing changes', () => {
    const state = startSubmitting(fresh({ selected: [V.nike] }));
    expect(clearShopperFilters(state, { save: true })).toBe(state);
  });

  it('given a price open on one side, then it is cleared; given no price, then the price is not saved as changed', () => {
    const openMax = clearShopperFilters(fresh({ price: { min: 20, max: null } }), { save: true });
    const openMin = clearShopperFilters(fresh({ price: { min: null, max: 90 } }), { save: true });
    expect([openMax.current.price, openMin.current.price]).toEqual([
      { min: null, max: null },
      { min: null, max: null },
    ]);
    expect(openMax.saved).toContain('price');
    expect(clearShopperFilters(fresh({ selected: [V.nike] }), { save: true }).saved).toEqual([
      'GENERAL_Brand',
    ]);
  });

  it('for any ticked values and price, then only the page’s values are left, and clearing again changes nothing', () => {
    const ids = [V.nike, V.adidas, V.red, V.sizeS, V.sale, V.football, V.footballBoots, V.runningShoes];
    fc.assert(
      fc.property(
        fc.subarray(ids),
        fc.constantFrom<readonly number[]>([], [V.male], [V.football], [V.male, V.running]),
        fc.option(fc.record({ min: fc.nat(100), max: fc.nat(2_000) }), { nil: undefined }),
        (selected, page, price) => {
          const state = selectionFromListing(ListingMother.listing({ selected, page, price }));
          const cleared = clearShopperFilters(state);
          expect(selectedValueIds(cleared.current)).toEqual(state.pageValues);
          expect(cleared.current.price).toEqual({ min: null, max: null });
          expect(cleared.current.sorting).toEqual(state.current.sorting);
          expect(clearShopperFilters(cleared)).toEqual(cleared);
        },
      ),
    );
  });
});
