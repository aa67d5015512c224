import { createContext, useContext } from 'react';
import type { PageServices } from '../composition/page-services';

const ServicesContext = createContext<PageServices | null>(null);

/** Provides the page's services; one per server request, one per page life in the browser. */
export const ServicesProvider = ServicesContext.Provider;

/** The page's services: its stores and the core's use cases, typed. */
export function useServices(): PageServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices needs a ServicesProvider');
  return services;
}
