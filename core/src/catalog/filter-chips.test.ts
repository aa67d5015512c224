import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { appliedFilterCount, filterChips } from './filter-chips.js';
import { selectionFromListing, setPriceRange, toggleFilterValue } from './filter-selection.js';
import { ListingMother, V } from './testing/listing-mother.js';
import { silentLogger } from '../shared/logger.js';

describe('filter chips', () => {
  it('given selected values and a price, then one chip per top value in order, then the price', () => {
    const listing = ListingMother.listing({ selected: [V.nike, V.red], price: { min: 20, max: null } });
    expect(filterChips(listing)).toEqual([
      { kind: 'value', group: 'GENERAL_Brand', valueId: V.nike, label: 'Nike' },
      { kind: 'value', group: 'GENERAL_Color', valueId: V.red, label: 'Red' },
      { kind: 'price', min: 20, max: null },
    ]);
  });

  it('given nothing selected, then there are no chips', () => {
    expect(filterChips(ListingMother.listing())).toEqual([]);
  });

  it('given a value whose byId entry has no group, then the filter listing it names the group', () => {
    const listing = ListingMother.listing({ selected: [V.goalkeeperGloves] });
    const byId = { ...listing.selected.byId };
    byId[String(V.goalkeeperGloves)] = { ...byId[String(V.goalkeeperGloves)]!, f_name: '' };
    const chips = filterChips({ ...listing, selected: { ...listing.selected, byId } });
    expect(chips).toEqual([
      { kind: 'value', group: 'sports', valueId: V.goalkeeperGloves, label: 'Goalkeeper gloves' },
    ]);
  });

  it('given a price open on one side, then its chip and its count are there all the same', () => {
    for (const price of [
      { min: 20, max: null },
      { min: null, max: 90 },
    ]) {
      const listing = ListingMother.listing({ price });
      expect(filterChips(listing)).toEqual([{ kind: 'price', ...price }]);
      expect(appliedFilterCount(selectionFromListing(listing))).toBe(1);
    }
  });

  it('given a top value a filter lists but byId does not describe, or byId describes without any group, then it has no chip', () => {
    const listing = ListingMother.listing({ selected: [V.nike, V.red] });
    const chips = filterChips({
      ...listing,
      selected: {
        ...listing.selected,
        top: [V.nike, V.red, 777],
        byId: {
          [String(V.nike)]: listing.selected.byId[String(V.nike)]!,
          '777': { f_id: 0, f_name: '', fv_id: 777, fv_name: 'Nameless' },
        },
      },
    });
    expect(chips).toEqual([{ kind: 'value', group: 'GENERAL_Brand', valueId: V.nike, label: 'Nike' }]);
  });

  it('given top values that byId does not describe, then they are left out', () => {
    const listing = ListingMother.listing({ selected: [V.nike] });
    const chips = filterChips({ ...listing, selected: { ...listing.selected, top: [V.nike, 999] } });
    expect(chips.map((chip) => (chip.kind === 'value' ? chip.valueId : 0))).toEqual([V.nike]);
  });
});

describe('applied filter count', () => {
  it('counts the loaded values beyond the page’s own, and the price as one', () => {
    const state = selectionFromListing(
      ListingMother.menJerseys({ selected: [V.nike, V.red], price: { min: 20, max: 90 } }),
    );
    expect(appliedFilterCount(state)).toBe(3);
    expect(appliedFilterCount(selectionFromListing(ListingMother.menJerseys()))).toBe(0);
  });

  it('for any changes not yet loaded, the count stays that of the loaded listing', () => {
    const ids = [V.nike, V.adidas, V.red, V.white, V.sizeM, V.sale, V.footballBoots];
    fc.assert(
      fc.property(fc.subarray(ids), fc.subarray(ids), (loadedIds, toggled) => {
        const state = selectionFromListing(ListingMother.menJerseys({ selected: loadedIds }));
        let changed = state;
        for (const id of toggled) {
          const group = Object.keys(changed.current.values).find((g) =>
            changed.current.values[g]?.includes(id),
          );
          changed = toggleFilterValue(changed, group ?? groupOf(id), id);
        }
        changed = setPriceRange(changed, { min: 5, max: 10 }, silentLogger);
        expect(appliedFilterCount(changed)).toBe(appliedFilterCount(state));
      }),
    );
  });
});

function groupOf(id: number): string {
  if (id === V.nike || id === V.adidas) return 'GENERAL_Brand';
  if (id === V.red || id === V.white) return 'GENERAL_Color';
  if (id === V.sizeM) return 'GENERAL_Size';
  if (id === V.sale) return 'addition';
  return 'sports';
}
