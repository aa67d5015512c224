type EventMapOf<T> = T extends Document
  ? DocumentEventMap
  : T extends Window
    ? WindowEventMap
    : HTMLElementEventMap;

/**
 * Adds `listener` for `type` events on `target` and answers what removes it again, so an effect's
 * clean-up names each listener once, with the same phase it was added in.
 */
export function listen<T extends Document | Window | HTMLElement, K extends keyof EventMapOf<T> & string>(
  target: T,
  type: K,
  listener: (event: EventMapOf<T>[K]) => void,
  capture = false,
): () => void {
  target.addEventListener(type, listener as EventListener, capture);
  return () => target.removeEventListener(type, listener as EventListener, capture);
}
