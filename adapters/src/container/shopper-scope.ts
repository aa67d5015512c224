import type { Bind, ResolutionContext, ServiceIdentifier } from 'inversify';
import { SHOP } from './tokens.js';

/**
 * What one shopper's services are kept in: one per server request, one per page life in the browser,
 * bound in the shopper's child container. inversify's scopes are per binding (a singleton of a parent
 * container is shared by all its children), so services of one shopper bound once per process are
 * made once per scope here.
 */
export class ShopperScope {
  private readonly made = new Map<ServiceIdentifier, unknown>();

  /** The service under `key`, made by `make` on its first use in this scope. */
  once<T>(key: ServiceIdentifier<T>, make: () => T): T {
    if (this.made.has(key)) return this.made.get(key) as T;
    const value = make();
    this.made.set(key, value);
    return value;
  }

  /** The service under `key` if this scope made it already. */
  madeAlready<T>(key: ServiceIdentifier<T>): T | undefined {
    return this.made.get(key) as T | undefined;
  }
}

/**
 * Binds a service of the shopper: declared once (in the process's container), made at most once per
 * shopper scope from what the resolving child container holds (their identity, cookies, stores).
 */
export function bindPerShopper<T>(
  bind: Bind,
  token: ServiceIdentifier<T>,
  make: (context: ResolutionContext) => T,
): void {
  bind(token)
    .toDynamicValue((context) => context.get(SHOP.scope).once(token, () => make(context)))
    .inTransientScope();
}
