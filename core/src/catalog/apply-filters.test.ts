import { describe, expect, it } from 'vitest';
import { RecordingNavigator } from '../navigation/testing/recording-navigator.js';
import { ApplyFilters } from './apply-filters.js';
import { selectionFromListing, startSubmitting, toggleFilterValue } from './filter-selection.js';
import type { FilterLocation } from './filter-url.js';
import { ListingMother, V } from './testing/listing-mother.js';

const location: FilterLocation = {
  path: '/men/jerseys/',
  query: { filters: [] },
  priceType: 'vk',
  priceRange: null,
};

describe('ApplyFilters', () => {
  it('given a saved change, when applying, then it navigates to the next URL and starts submitting', () => {
    const navigator = new RecordingNavigator();
    const state = toggleFilterValue(
      selectionFromListing(ListingMother.menJerseys()),
      'GENERAL_Brand',
      V.adidas,
      {
        save: true,
      },
    );
    const result = new ApplyFilters(navigator).execute(state, location);
    expect(result?.url).toBe(`/men/jerseys/?filters=${V.adidas}`);
    expect(result?.navigated).toBe(true);
    expect(navigator.visits).toEqual([`/men/jerseys/?filters=${V.adidas}`]);
    expect(result?.state.submitting).toBe(true);
    expect(toggleFilterValue(result!.state, 'GENERAL_Brand', V.nike)).toBe(result!.state);
  });

  it('given the page-level gender was unchecked, when applying, then it goes to the search page', () => {
    const navigator = new RecordingNavigator();
    const state = toggleFilterValue(
      selectionFromListing(ListingMother.menJerseys()),
      'GENERAL_Gender',
      V.male,
      {
        save: true,
      },
    );
    new ApplyFilters(navigator).execute(state, location);
    expect(navigator.visits).toEqual(['/search/']);
  });

  it('given a submission in flight, when applying again, then nothing happens', () => {
    const navigator = new RecordingNavigator();
    const state = startSubmitting(
      toggleFilterValue(selectionFromListing(ListingMother.listing()), 'GENERAL_Brand', V.nike, {
        save: true,
      }),
    );
    expect(new ApplyFilters(navigator).execute(state, location)).toBeNull();
    expect(navigator.visits).toEqual([]);
  });

  it('given nothing applied changed, when applying, then it stays without submitting', () => {
    const navigator = new RecordingNavigator();
    const state = selectionFromListing(ListingMother.listing({ selected: [V.red] }));
    const here: FilterLocation = { ...location, path: '/jerseys/', query: { filters: [V.red] } };
    const result = new ApplyFilters(navigator).execute(
      toggleFilterValue(state, 'GENERAL_Color', V.white),
      here,
    );
    expect(result).toMatchObject({ url: `/jerseys/?filters=${V.red}`, navigated: false });
    expect(result?.state.submitting).toBe(false);
    expect(navigator.visits).toEqual([]);
  });
});
