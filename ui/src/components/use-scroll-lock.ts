import { useEffect } from 'react';
import { useService } from '../di/services-context';

/**
 * While `active`, the page behind a modal (the filter sheet, the pictures full screen) does not scroll;
 * afterwards it is back where the shopper left it.
 */
export function useScrollLock(active: boolean): void {
  const scrollLock = useService('scrollLock');
  useEffect(() => {
    if (!active) return;
    const y = scrollLock.scrollY();
    scrollLock.lock();
    return () => scrollLock.unlock(y);
  }, [active, scrollLock]);
}
