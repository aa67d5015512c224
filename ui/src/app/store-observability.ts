import { makeObservable, type AnnotationsMap, type CreateObservableOptions } from 'mobx';
import { isUsingStaticRendering } from 'mobx-react-lite';

/**
 * MobX's `makeObservable` for the storefront's stores, which leaves the store as it is on the server.
 * A server render reads each store once and nothing reacts to it (static rendering, no observer
 * subscribes), so making its fields observable and its getters computed was work without a reader:
 * a sixth of a listing page's render CPU (docs/benchmarks.md). Without it the fields are plain fields,
 * the getters plain getters and the actions plain methods, which answer the same; the browser, where the
 * page reacts, gets MobX's observables as before. A store that needs a reaction on the server cannot use
 * this.
 */
export function makeStoreObservable<T extends object, AdditionalKeys extends PropertyKey = never>(
  target: T,
  annotations: AnnotationsMap<T, NoInfer<AdditionalKeys>>,
  options?: CreateObservableOptions,
): T {
  // The browser's build never renders statically: its bundle keeps no question (and no import) for it.
  const plain = import.meta.env.SSR && isUsingStaticRendering();
  return plain ? target : makeObservable<T, AdditionalKeys>(target, annotations, options);
}
