import type { Hydratable } from '../../app/hydration';
import type { FormSnapshot } from './form-model';

/**
 * The forms a shopper sent before the page's script was ready (a native post the storefront's server
 * answered): each as the server left it, by the form's name, handed to the browser with the page. A
 * page's form takes its own once, so that a form made again later (the address editor reopened, the
 * page visited again) starts afresh.
 */
export class PostedForms implements Hydratable {
  readonly hydrationKey = 'postedForms';
  private readonly kept = new Map<string, FormSnapshot>();
  private readonly unread = new Map<string, FormSnapshot>();

  /** Keeps the form `name` as the server left it. */
  keep(name: string, snapshot: FormSnapshot): void {
    this.kept.set(name, snapshot);
    this.unread.set(name, snapshot);
  }

  /** The form `name` as sent on this page, once. */
  take(name: string): FormSnapshot | undefined {
    const snapshot = this.unread.get(name);
    this.unread.delete(name);
    return snapshot;
  }

  dehydrate(): Record<string, FormSnapshot> {
    return Object.fromEntries(this.kept);
  }

  hydrate(state: unknown): void {
    if (typeof state !== 'object' || state === null) return;
    for (const [name, snapshot] of Object.entries(state)) {
      if (isSnapshot(snapshot)) this.keep(name, snapshot);
    }
  }
}

function isSnapshot(value: unknown): value is FormSnapshot {
  if (typeof value !== 'object' || value === null) return false;
  const s = value as Partial<Record<keyof FormSnapshot, unknown>>;
  return (
    typeof s.values === 'object' &&
    s.values !== null &&
    typeof s.serverErrors === 'object' &&
    s.serverErrors !== null &&
    typeof s.attempted === 'boolean' &&
    typeof s.succeeded === 'boolean'
  );
}
