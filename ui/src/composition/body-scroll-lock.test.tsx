import { afterEach, describe, expect, it, vi } from 'vitest';
import { aMenuItem } from '@fanshop/core/testing';
import { Gender } from '@fanshop/core/shared';
import { MenuStore } from '../header/menu.store';
import { BodyScrollLock } from './body-scroll-lock';

describe('given the browser body scroll lock', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    document.body.className = '';
  });

  it('when it locks, then the body stops scrolling; when it unlocks, then the page scrolls back to the stored place', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const lock = new BodyScrollLock();

    lock.lock();
    expect(document.body).toHaveClass('scroll-locked');

    lock.unlock(400);
    expect(document.body).not.toHaveClass('scroll-locked');
    expect(scrollTo).toHaveBeenCalledWith({ top: 400 });
  });

  it('when it reads the position, then it answers the window scroll offset', () => {
    vi.spyOn(window, 'scrollY', 'get').mockReturnValue(400);
    expect(new BodyScrollLock().scrollY()).toBe(400);
  });
});

describe('given the mobile menu over a page scrolled to 400 px with the real body lock', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    document.body.className = '';
  });

  it('when the shopper opens and closes it, then the body is locked meanwhile and the page ends where it was', () => {
    let y = 400;
    vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => y);
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation((options) => {
      y = (options as ScrollToOptions).top ?? y;
    });
    const men = aMenuItem({ name: 'Men', type: 'root-gender', url: '/men/', data: { gender: Gender.male } });
    const menu = new MenuStore(
      { execute: async () => ({ desktop: [], mobile: [men] }) } as never,
      new BodyScrollLock(),
    );

    menu.toggleMobile();
    expect(document.body).toHaveClass('scroll-locked');
    // While locked, the page underneath may be moved (the browser resets it, a layout change shifts it).
    y = 0;

    menu.closeMobile();
    expect(document.body).not.toHaveClass('scroll-locked');
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 400 });
    expect(window.scrollY).toBe(400);
    // Closing again (a route change after a menu link) does not scroll a second time.
    menu.routeChanged();
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });
});
