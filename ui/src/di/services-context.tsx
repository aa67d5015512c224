import { createContext, useContext, useMemo } from 'react';
import type { RouteMatch } from '@fanshop/core/navigation';
import type { ServiceName, ServiceResolver, Services } from './services';

const ServicesContext = createContext<ServiceResolver | null>(null);

/** Provides one shopper's services: one per server request, one per page life in the browser. */
export const ServicesProvider = ServicesContext.Provider;

function useResolver(): ServiceResolver {
  const resolver = useContext(ServicesContext);
  if (!resolver) throw new Error('a service needs a ServicesProvider');
  return resolver;
}

/** The one way a component gets a store or a service: by its name, typed. */
export function useService<K extends ServiceName>(name: K): Services[K] {
  return useResolver().get(name);
}

/** What a page's loader gets, for the page's own component: the services the page declares, and its route. */
export function usePageContext<K extends ServiceName>(
  names: readonly K[],
  match: RouteMatch,
): { readonly services: Pick<Services, K>; readonly match: RouteMatch } {
  const resolver = useResolver();
  return useMemo(() => ({ services: resolver.pick(names), match }), [resolver, names, match]);
}

/** The resolver itself, for the app's frame that renders any page's head. */
export function useServiceResolver(): ServiceResolver {
  return useResolver();
}
