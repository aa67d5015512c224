import type { ContainerModuleLoadOptions, ServiceIdentifier } from 'inversify';
import type { Hydratable } from '../app/hydration';
import { TOKENS } from '../di/tokens';

/**
 * Declares a store hydratable: the browser hands it its part of the page state (`TOKENS.Hydratable`),
 * and the container's registry learns of it when it is made, so the server dehydrates the stores a
 * page used and no others.
 */
export function bindHydratable<T extends Hydratable>(
  { bind, onActivation }: Pick<ContainerModuleLoadOptions, 'bind' | 'onActivation'>,
  store: ServiceIdentifier<T>,
): void {
  bind(TOKENS.Hydratable).toService(store);
  onActivation(store, (context, made) => {
    context.get(TOKENS.HydrationRegistry).add(made);
    return made;
  });
}
