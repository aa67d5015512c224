import type { GuestMerge, MergeIdStore, SessionResettable } from '../guest-state.js';
import type { Journal } from './journal.js';

/** A guest merge that counts its runs and can be told to fail. */
export class FakeGuestMerge implements GuestMerge {
  runs = 0;
  failure: unknown = undefined;
  /** Whether something collected as a guest waits to be merged. */
  waits = true;

  constructor(
    private readonly name: string,
    private readonly journal?: Journal,
  ) {}

  waiting(): boolean {
    return this.waits;
  }

  async execute(): Promise<void> {
    this.runs++;
    this.journal?.record(`merge ${this.name}`);
    if (this.failure !== undefined) throw this.failure;
  }
}

/** A merge id held in memory; `clears` counts how often it was cleared. */
export class MemoryMergeIdStore implements MergeIdStore {
  clears = 0;

  constructor(
    private readonly name: string,
    public value: string | null = null,
    private readonly journal?: Journal,
  ) {}

  clear(): void {
    this.clears++;
    this.value = null;
    this.journal?.record(`clear ${this.name} merge id`);
  }
}

/** Local cart or wishlist state with something in it until reset. */
export class FakeSessionResettable implements SessionResettable {
  resets = 0;
  items: string[];
  failure: unknown = undefined;

  constructor(
    private readonly name: string,
    items: string[] = ['item'],
    private readonly journal?: Journal,
  ) {
    this.items = items;
  }

  reset(): void {
    this.resets++;
    this.journal?.record(`reset ${this.name}`);
    if (this.failure !== undefined) throw this.failure;
    this.items = [];
  }
}
