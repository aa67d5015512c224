import { afterEach, describe, expect, it } from 'vitest';
import { action, autorun, computed, isObservableProp, observable } from 'mobx';
import { enableStaticRendering } from 'mobx-react-lite';
import { makeStoreObservable } from './store-observability';

class Counter {
  count = 0;
  constructor() {
    makeStoreObservable(this, { count: observable, doubled: computed, add: action });
  }
  get doubled(): number {
    return this.count * 2;
  }
  add(): void {
    this.count += 1;
  }
}

afterEach(() => enableStaticRendering(false));

describe('makeStoreObservable', () => {
  it('makes the store observable where the page reacts', () => {
    const counter = new Counter();
    const seen: number[] = [];
    const stop = autorun(() => seen.push(counter.doubled));
    counter.add();
    stop();
    expect(isObservableProp(counter, 'count')).toBe(true);
    expect(seen).toEqual([0, 2]);
  });

  it('leaves the store plain under static rendering, answering the same', () => {
    enableStaticRendering(true);
    const counter = new Counter();
    counter.add();
    expect(isObservableProp(counter, 'count')).toBe(false);
    expect(counter.doubled).toBe(2);
    expect(Object.keys(counter)).toEqual(['count']);
  });
});
