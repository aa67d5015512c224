import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MemoryLogger } from '../shared/testing/memory-logger.js';
import {
  appliedPage,
  appliedSelection,
  clearPriceRange,
  type FilterSelectionState,
  groupValues,
  saveGroups,
  selectionFromListing,
  setPriceRange,
  startSubmitting,
  stopSubmitting,
  toggleFilterValue,
  toggleSorting,
} from './filter-selection.js';
import { SORT_OPTIONS, type SortPair } from './sort-options.js';
import { ListingMother, V } from './testing/listing-mother.js';

/*
 * The selection state machine against a deliberately naive model: plain sets, and the fixture's
 * rules written out by hand (which groups hold one value, which sport each sub-sport belongs to).
 */

const GROUP_OF = new Map<number, string>([
  [V.nike, 'GENERAL_Brand'],
  [V.adidas, 'GENERAL_Brand'],
  [V.puma, 'GENERAL_Brand'],
  [V.red, 'GENERAL_Color'],
  [V.white, 'GENERAL_Color'],
  [V.black, 'GENERAL_Color'],
  [V.female, 'GENERAL_Gender'],
  [V.male, 'GENERAL_Gender'],
  [V.kids, 'GENERAL_Gender'],
  [V.sizeS, 'GENERAL_Size'],
  [V.sizeM, 'GENERAL_Size'],
  [V.sizeL, 'GENERAL_Size'],
  [V.sale, 'addition'],
  [V.newIn, 'addition'],
  [V.football, 'sports'],
  [V.footballBoots, 'sports'],
  [V.goalkeeperGloves, 'sports'],
  [V.running, 'sports'],
  [V.runningShoes, 'sports'],
  [V.ski, 'sports'],
]);
const SINGLE = new Set(['GENERAL_Gender', 'GENERAL_Size', 'addition']);
const SPORT_OF = new Map<number, number>([
  [V.footballBoots, V.football],
  [V.goalkeeperGloves, V.football],
  [V.runningShoes, V.running],
]);
const GROUPS = [
  'GENERAL_Brand',
  'GENERAL_Color',
  'GENERAL_Gender',
  'GENERAL_Size',
  'addition',
  'sports',
  'price',
  'sorting',
];

interface Snapshot {
  values: Map<string, Set<number>>;
  sorting: SortPair | null;
  price: { min: number | null; max: number | null };
}

interface Model {
  loaded: Snapshot;
  current: Snapshot;
  saved: Set<string>;
  page: number;
  submitting: boolean;
  errors: number;
}

interface Real {
  state: FilterSelectionState;
  logger: MemoryLogger;
}

const copy = (s: Snapshot): Snapshot => ({
  values: new Map([...s.values].map(([g, ids]) => [g, new Set(ids)])),
  sorting: s.sorting,
  price: { ...s.price },
});

const idsOf = (s: Snapshot, group: string): number[] =>
  [...(s.values.get(group) ?? [])].sort((a, b) => a - b);

const differs = (a: Snapshot, b: Snapshot, group: string): boolean => {
  if (group === 'price') return a.price.min !== b.price.min || a.price.max !== b.price.max;
  if (group === 'sorting') return JSON.stringify(a.sorting) !== JSON.stringify(b.sorting);
  return JSON.stringify(idsOf(a, group)) !== JSON.stringify(idsOf(b, group));
};

function agree(model: Model, real: Real): void {
  const { state } = real;
  for (const group of GROUPS.filter((g) => g !== 'price' && g !== 'sorting')) {
    expect(groupValues(state.current, group)).toEqual(idsOf(model.current, group));
    const applied = model.saved.has(group) ? model.current : model.loaded;
    expect(groupValues(appliedSelection(state), group)).toEqual(idsOf(applied, group));
  }
  expect(state.current.sorting).toEqual(model.current.sorting);
  expect(state.current.price).toEqual(model.current.price);
  expect(new Set(state.saved)).toEqual(model.saved);
  expect(state.submitting).toBe(model.submitting);
  expect(state.page).toBe(model.page);
  const reset = [...model.saved].some((g) => differs(model.loaded, model.current, g));
  expect(appliedPage(state)).toBe(reset ? 1 : model.page);
  expect(real.logger.errors).toHaveLength(model.errors);
  // Invariants the rules promise whatever happened before.
  for (const ids of Object.values(state.current.values)) {
    expect(ids.length).toBeGreaterThan(0);
    expect([...ids].sort((a, b) => a - b)).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
  }
  for (const group of SINGLE) expect(groupValues(state.current, group).length).toBeLessThanOrEqual(1);
  const sports = groupValues(state.current, 'sports');
  for (const [sub, parent] of SPORT_OF) if (sports.includes(sub)) expect(sports).toContain(parent);
}

class ToggleValue implements fc.Command<Model, Real> {
  constructor(
    readonly group: string,
    readonly id: number,
    readonly save: boolean,
  ) {}
  check = (): boolean => true;
  run(model: Model, real: Real): void {
    real.state = toggleFilterValue(real.state, this.group, this.id, { save: this.save });
    if (!model.submitting && GROUP_OF.get(this.id) === this.group) {
      const set = model.current.values.get(this.group) ?? new Set<number>();
      if (set.has(this.id)) {
        set.delete(this.id);
        for (const [sub, parent] of SPORT_OF) if (parent === this.id) set.delete(sub);
        const parent = SPORT_OF.get(this.id);
        const siblingLeft = [...SPORT_OF].some(([sub, p]) => p === parent && set.has(sub));
        if (parent !== undefined && !siblingLeft) set.delete(parent);
      } else {
        if (SINGLE.has(this.group)) set.clear();
        set.add(this.id);
        const parent = SPORT_OF.get(this.id);
        if (parent !== undefined) set.add(parent);
      }
      if (set.size > 0) model.current.values.set(this.group, set);
      else model.current.values.delete(this.group);
      if (this.save) model.saved.add(this.group);
    }
    agree(model, real);
  }
  toString = (): string => `toggle(${this.group}, ${this.id}${this.save ? ', save' : ''})`;
}

class ToggleSort implements fc.Command<Model, Real> {
  constructor(
    readonly pair: SortPair,
    readonly save: boolean,
  ) {}
  check = (): boolean => true;
  run(model: Model, real: Real): void {
    real.state = toggleSorting(real.state, this.pair, { save: this.save });
    if (!model.submitting) {
      const same =
        model.current.sorting?.field === this.pair.field && model.current.sorting.type === this.pair.type;
      model.current.sorting = same ? null : { field: this.pair.field, type: this.pair.type };
      if (this.save) model.saved.add('sorting');
    }
    agree(model, real);
  }
  toString = (): string => `sort(${this.pair.field} ${this.pair.type}${this.save ? ', save' : ''})`;
}

class SetPrice implements fc.Command<Model, Real> {
  constructor(
    readonly min: unknown,
    readonly max: unknown,
    readonly save: boolean,
  ) {}
  check = (): boolean => true;
  run(model: Model, real: Real): void {
    real.state = setPriceRange(real.state, { min: this.min, max: this.max }, real.logger, {
      save: this.save,
    });
    if (!model.submitting) {
      const { min, max } = this;
      if (
        typeof min === 'number' &&
        Number.isFinite(min) &&
        typeof max === 'number' &&
        Number.isFinite(max)
      ) {
        model.current.price = { min, max };
        if (this.save) model.saved.add('price');
      } else {
        model.errors++;
      }
    }
    agree(model, real);
  }
  toString = (): string => `price(${String(this.min)}, ${String(this.max)}${this.save ? ', save' : ''})`;
}

class ClearPrice implements fc.Command<Model, Real> {
  constructor(readonly save: boolean) {}
  check = (): boolean => true;
  run(model: Model, real: Real): void {
    real.state = clearPriceRange(real.state, { save: this.save });
    if (!model.submitting) {
      model.current.price = { min: null, max: null };
      if (this.save) model.saved.add('price');
    }
    agree(model, real);
  }
  toString = (): string => `clearPrice(${this.save ? 'save' : ''})`;
}

class Save implements fc.Command<Model, Real> {
  constructor(readonly groups: string[] | undefined) {}
  check = (): boolean => true;
  run(model: Model, real: Real): void {
    real.state = saveGroups(real.state, this.groups);
    if (!model.submitting) for (const g of this.groups ?? GROUPS) if (GROUPS.includes(g)) model.saved.add(g);
    agree(model, real);
  }
  toString = (): string => `save(${this.groups?.join(',') ?? 'all'})`;
}

class Submitting implements fc.Command<Model, Real> {
  constructor(readonly on: boolean) {}
  check = (): boolean => true;
  run(model: Model, real: Real): void {
    real.state = this.on ? startSubmitting(real.state) : stopSubmitting(real.state);
    model.submitting = this.on;
    agree(model, real);
  }
  toString = (): string => (this.on ? 'startSubmitting' : 'stopSubmitting');
}

const knownValue = fc.constantFrom(...GROUP_OF.keys()).map((id) => ({ group: GROUP_OF.get(id) ?? '', id }));
const strayValue = fc.record({
  group: fc.constantFrom(...GROUPS, 'GENERAL_Material'),
  id: fc.constantFrom(...GROUP_OF.keys(), 999),
});
const priceInput = fc.oneof(
  fc.integer({ min: 0, max: 2_000 }),
  fc.constantFrom<unknown>('20', null, undefined, Number.NaN),
);

const commands = [
  fc
    .tuple(fc.oneof({ weight: 4, arbitrary: knownValue }, { weight: 1, arbitrary: strayValue }), fc.boolean())
    .map(([{ group, id }, save]) => new ToggleValue(group, id, save)),
  fc.tuple(fc.constantFrom(...SORT_OPTIONS), fc.boolean()).map(([o, save]) => new ToggleSort(o, save)),
  fc.tuple(priceInput, priceInput, fc.boolean()).map(([min, max, save]) => new SetPrice(min, max, save)),
  fc.boolean().map((save) => new ClearPrice(save)),
  fc.option(fc.subarray([...GROUPS, 'GENERAL_Material']), { nil: undefined }).map((g) => new Save(g)),
  fc.boolean().map((on) => new Submitting(on)),
];

/** A loaded listing whose selection already obeys the rules. */
const loadedListing = fc.record({
  brands: fc.subarray([V.nike, V.adidas, V.puma]),
  gender: fc.subarray([V.female, V.male, V.kids], { maxLength: 1 }),
  size: fc.subarray([V.sizeS, V.sizeM, V.sizeL], { maxLength: 1 }),
  sports: fc.constantFrom(
    [],
    [V.ski],
    [V.football],
    [V.football, V.footballBoots],
    [V.running, V.runningShoes, V.ski],
  ),
  sorting: fc.option(fc.constantFrom(...SORT_OPTIONS), { nil: null }),
  price: fc.option(
    fc.record({ min: fc.integer({ min: 0, max: 50 }), max: fc.integer({ min: 50, max: 900 }) }),
    {
      nil: null,
    },
  ),
  page: fc.integer({ min: 1, max: 5 }),
});

describe('the filter selection state machine', () => {
  it('agrees with a simple model over any sequence of changes', () => {
    fc.assert(
      fc.property(loadedListing, fc.commands(commands, { maxCommands: 40 }), (loaded, cmds) => {
        const selected = [...loaded.brands, ...loaded.gender, ...loaded.size, ...loaded.sports];
        const listing = ListingMother.listing({
          selected,
          sorting: loaded.sorting
            ? { field: loaded.sorting.field, type: loaded.sorting.type }
            : { field: null, type: null },
          price: loaded.price ?? { min: null, max: null },
          currentPage: loaded.page,
        });
        const snapshot: Snapshot = {
          values: new Map(),
          sorting: loaded.sorting ? { field: loaded.sorting.field, type: loaded.sorting.type } : null,
          price: loaded.price ?? { min: null, max: null },
        };
        for (const id of selected) {
          const group = GROUP_OF.get(id) ?? '';
          snapshot.values.set(group, new Set([...(snapshot.values.get(group) ?? []), id]));
        }
        const setup = (): { model: Model; real: Real } => ({
          model: {
            loaded: snapshot,
            current: copy(snapshot),
            saved: new Set(),
            page: loaded.page,
            submitting: false,
            errors: 0,
          },
          real: { state: selectionFromListing(listing), logger: new MemoryLogger() },
        });
        fc.modelRun(setup, cmds);
      }),
      { numRuns: 300 },
    );
  });

  it('given an empty group, when toggling any value twice, then nothing changed', () => {
    fc.assert(
      fc.property(knownValue, fc.subarray([V.nike, V.red, V.sizeM]), ({ group, id }, others) => {
        const state = selectionFromListing(
          ListingMother.listing({ selected: others.filter((o) => GROUP_OF.get(o) !== group) }),
        );
        expect(toggleFilterValue(toggleFilterValue(state, group, id), group, id)).toEqual(state);
      }),
    );
  });
});
