import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ShopError } from '../shared/errors.js';
import { hasProduct, productIds, type Wishlist } from './wishlist.js';
import { WISHLIST_LOCKED_MESSAGE } from './wishlist-change-lock.js';
import { wishlistFixture } from './testing/wishlist-fixture.js';

const GUEST = 'wl-guest-1';

describe('given a product not on the list', () => {
  it('when toggled, then it is added', async () => {
    const f = wishlistFixture();
    f.gateway.seed(GUEST, [1]);
    const before = await f.start.execute();
    const after = await f.toggle.execute(2, before);
    expect(f.gateway.calls.at(-1)).toBe('add 2');
    expect(productIds(after)).toEqual([1, 2]);
  });
});

describe('given a product on the list', () => {
  it('when toggled, then it is removed', async () => {
    const f = wishlistFixture();
    f.gateway.seed(GUEST, [1, 2]);
    const before = await f.start.execute();
    const after = await f.toggle.execute(1, before);
    expect(f.gateway.calls.at(-1)).toBe('remove 1');
    expect(productIds(after)).toEqual([2]);
  });
});

const idArb = fc.integer({ min: 1, max: 8 });
const idsArb = fc.uniqueArray(idArb, { maxLength: 6 });

describe('property: toggling twice', () => {
  it('for any list and product, toggling twice returns to the original membership', async () => {
    await fc.assert(
      fc.asyncProperty(idsArb, idArb, fc.boolean(), async (ids, id, guest) => {
        const f = wishlistFixture({ guest });
        f.gateway.seed(GUEST, ids);
        const original = await f.start.execute();

        const once = await f.toggle.execute(id, original);
        const twice = await f.toggle.execute(id, once);

        expect(hasProduct(once, id)).toBe(!hasProduct(original, id));
        expect(new Set(productIds(twice))).toEqual(new Set(productIds(original)));
      }),
    );
  });
});

// Model-based test: any sequence of adds, removes, toggles, overlapping changes and failing calls
// leaves the wishlist the UI holds, the server's list and the guest's merge id in agreement with a set.

interface Model {
  readonly ids: Set<number>;
}

interface Real {
  readonly f: ReturnType<typeof wishlistFixture>;
  /** What the MobX store would hold: the last list a use case answered. */
  wishlist: Wishlist;
}

function agree(model: Model, real: Real): void {
  expect(new Set(productIds(real.wishlist))).toEqual(model.ids);
  expect(new Set(real.f.gateway.idsOf(GUEST))).toEqual(model.ids);
  expect(real.f.mergeIds.get()).toBe(model.ids.size > 0 ? GUEST : null);
  expect(real.f.lock.isLocked).toBe(false);
}

type Change = 'add' | 'remove' | 'toggle';

function apply(model: Model, change: Change, id: number): void {
  const adds = change === 'add' || (change === 'toggle' && !model.ids.has(id));
  if (adds) model.ids.add(id);
  else model.ids.delete(id);
}

function send(real: Real, change: Change, id: number): Promise<Wishlist> {
  if (change === 'add') return real.f.add.execute(id);
  if (change === 'remove') return real.f.remove.execute(id);
  return real.f.toggle.execute(id, real.wishlist);
}

class ChangeCommand implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly change: Change,
    readonly id: number,
  ) {}
  check(): boolean {
    return true;
  }
  async run(model: Model, real: Real): Promise<void> {
    real.wishlist = await send(real, this.change, this.id);
    apply(model, this.change, this.id);
    agree(model, real);
  }
  toString(): string {
    return `${this.change}(${this.id})`;
  }
}

/** A second change while the first is in flight is rejected; only the first happens. */
class OverlapCommand implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly first: Change,
    readonly firstId: number,
    readonly second: Change,
    readonly secondId: number,
  ) {}
  check(): boolean {
    return true;
  }
  async run(model: Model, real: Real): Promise<void> {
    const release = real.f.gateway.hold();
    const first = send(real, this.first, this.firstId);
    const rejected = await send(real, this.second, this.secondId).catch((e: unknown) => e);
    expect(rejected).toBeInstanceOf(ShopError);
    expect((rejected as ShopError).message).toBe(WISHLIST_LOCKED_MESSAGE);
    release();
    real.wishlist = await first;
    apply(model, this.first, this.firstId);
    agree(model, real);
  }
  toString(): string {
    return `overlap(${this.first}(${this.firstId}), ${this.second}(${this.secondId}))`;
  }
}

/** A change whose call fails loses nothing: the held list and the model stay as they were. */
class FailingCommand implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly change: Change,
    readonly id: number,
  ) {}
  check(): boolean {
    return true;
  }
  async run(model: Model, real: Real): Promise<void> {
    const adds = this.change === 'add' || (this.change === 'toggle' && !model.ids.has(this.id));
    real.f.gateway.failNext(adds ? 'add' : 'remove');
    await expect(send(real, this.change, this.id)).rejects.toMatchObject({ status: 500 });
    agree(model, real);
  }
  toString(): string {
    return `failing ${this.change}(${this.id})`;
  }
}

describe('property: the wishlist agrees with a set model', () => {
  it('for any sequence of changes, the held list, the server list and the merge id match the model', async () => {
    const changeArb = fc.constantFrom<Change>('add', 'remove', 'toggle');
    const commands = [
      fc.tuple(changeArb, idArb).map(([change, id]) => new ChangeCommand(change, id)),
      fc
        .tuple(changeArb, idArb, changeArb, idArb)
        .map(([first, firstId, second, secondId]) => new OverlapCommand(first, firstId, second, secondId)),
      fc.tuple(changeArb, idArb).map(([change, id]) => new FailingCommand(change, id)),
    ];
    await fc.assert(
      fc.asyncProperty(idsArb, fc.commands(commands, { maxCommands: 30 }), async (initial, cmds) => {
        const f = wishlistFixture({ guest: true });
        f.gateway.seed(GUEST, initial);
        const wishlist = await f.start.execute();
        await fc.asyncModelRun(() => ({ model: { ids: new Set(initial) }, real: { f, wishlist } }), cmds);
      }),
      { numRuns: 100 },
    );
  });
});
