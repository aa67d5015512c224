/**
 * A controller's state and who is told when it changes: the controllers with time in them (search
 * panel, header popups, mobile menu) keep their state here, and a MobX view store wraps one by copying
 * `state` on every `subscribe` notification, the way TanStack Query's observers feed React.
 */
export abstract class Subscribable<S> {
  private current: S;
  private readonly listeners = new Set<(state: S) => void>();

  protected constructor(initial: S) {
    this.current = initial;
  }

  /** The current state. */
  get state(): S {
    return this.current;
  }

  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe(listener: (state: S) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Replaces the state and tells every listener; the same state again is no change. */
  protected set(next: S): void {
    if (next === this.current) return;
    this.current = next;
    for (const listener of [...this.listeners]) listener(next);
  }
}
