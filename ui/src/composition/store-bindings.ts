import type { Bind, ServiceIdentifier } from 'inversify';
import { bindPerShopper, type ShopperLookup } from '@fanshop/adapters/container';
import type { Hydratable } from '../app/hydration';
import { COMPOSITION } from './composition-tokens';

type Make<T> = (get: ShopperLookup) => T;

/** A store of the shopper, made on first use. */
export function store<T>(bind: Bind, token: ServiceIdentifier<T>, make: Make<T>): void {
  bindPerShopper(bind, token, make);
}

/** A store whose state the server hands to the browser: the page's registry learns of it as it is made. */
export function hydratable<T extends Hydratable>(
  bind: Bind,
  token: ServiceIdentifier<T>,
  make: Make<T>,
): void {
  bindPerShopper(bind, token, (get) => {
    const made = make(get);
    get(COMPOSITION.hydration).add(made);
    return made;
  });
}
