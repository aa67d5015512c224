import { createContext, useContext } from 'react';
import type { Container, ServiceIdentifier } from 'inversify';

const ContainerContext = createContext<Container | null>(null);

/** Provides the page's container; one per server request, one per page life in the browser. */
export const ContainerProvider = ContainerContext.Provider;

/** The container of the page. */
export function useContainer(): Container {
  const container = useContext(ContainerContext);
  if (!container) throw new Error('useService needs a ContainerProvider');
  return container;
}

/** Resolves a store or service from the page's container. */
export function useService<T>(token: ServiceIdentifier<T>): T {
  return useContainer().get(token);
}
