import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { BREAKPOINTS } from '../shared/constants.js';
import { Gender } from '../shared/gender.js';
import {
  CLOSED_MOBILE_MENU,
  MobileMenu,
  type MobileMenuState,
  backToMobileRoot,
  isAboveTablet,
  mobileMenuLevel,
  openMobileMenu,
  popMobileLevel,
  pushMobileLevel,
} from './mobile-menu.js';
import { FakeScrollLock } from './testing/fake-scroll-lock.js';
import { aMenuItem, aMobileMenu } from './testing/menu-mother.js';

describe('given the breakpoints', () => {
  it('when the width reaches lg, then it is above tablet; md widths are not', () => {
    expect(isAboveTablet(BREAKPOINTS.lg)).toBe(true);
    expect(isAboveTablet(BREAKPOINTS.xl)).toBe(true);
    expect(isAboveTablet(BREAKPOINTS.lg - 1)).toBe(false);
    expect(isAboveTablet(BREAKPOINTS.md)).toBe(false);
    expect(isAboveTablet(BREAKPOINTS.sm)).toBe(false);
  });
});

describe('given a closed mobile menu on a scrolled page', () => {
  const setup = () => {
    const page = new FakeScrollLock();
    page.y = 840;
    const menu = new MobileMenu(page);
    return { page, menu, tree: aMobileMenu() };
  };

  it('when opened, then it stores the scroll position, locks the body and shows the gender level', () => {
    const { page, menu, tree } = setup();
    menu.open();
    expect(menu.state.open).toBe(true);
    expect(page.locked).toBe(true);
    const level = mobileMenuLevel(menu.state, tree.items);
    expect(level.depth).toBe(0);
    expect(level.genders).toEqual([tree.women, tree.men]);
    expect(level.hot).toEqual([tree.sale]);
    expect(level.entries).toEqual([tree.brands]);
  });

  it('when closed after the page moved underneath, then the stored scroll position is restored', () => {
    const { page, menu } = setup();
    menu.open();
    page.y = 0;
    menu.close();
    expect(menu.state.open).toBe(false);
    expect(page.calls).toEqual(['lock', 'unlock:840']);
  });

  it('when opened twice or closed twice, then the body is locked and restored once', () => {
    const { page, menu } = setup();
    menu.open();
    page.y = 5;
    menu.open();
    menu.close();
    menu.close();
    expect(page.calls).toEqual(['lock', 'unlock:840']);
  });

  it('when toggled, then it opens and closes', () => {
    const { menu } = setup();
    menu.toggle();
    expect(menu.state.open).toBe(true);
    menu.toggle();
    expect(menu.state.open).toBe(false);
  });
});

describe('given an open mobile menu', () => {
  const setup = () => {
    const page = new FakeScrollLock();
    const menu = new MobileMenu(page);
    const tree = aMobileMenu();
    menu.open();
    return { page, menu, tree };
  };

  it('when a gender tab is selected, then the gender level shows that gender and its banners', () => {
    const { menu, tree } = setup();
    expect(menu.select(tree.women)).toEqual({ kind: 'gender' });
    const level = mobileMenuLevel(menu.state, tree.items);
    expect(menu.state.gender).toEqual({ gender: Gender.female, source: 'user' });
    expect(level.depth).toBe(0);
    expect(level.item).toBe(tree.women);
    expect(level.entries).toEqual([tree.jerseys]);
    expect(level.banners.map((b) => b.name)).toEqual(['Women banner']);
  });

  it('when the selected gender tab is selected again, then the gender resets to unknown', () => {
    const { menu, tree } = setup();
    menu.select(tree.women);
    menu.select(tree.women);
    expect(menu.state.gender.gender).toBe(Gender.unknown);
    expect(mobileMenuLevel(menu.state, tree.items).item).toBeNull();
  });

  it('when a category is selected, then its sub-level opens with its banners', () => {
    const { menu, tree } = setup();
    menu.select(tree.women);
    expect(menu.select(tree.jerseys)).toEqual({ kind: 'level' });
    const level = mobileMenuLevel(menu.state, tree.items);
    expect(level.depth).toBe(1);
    expect(level.item).toBe(tree.jerseys);
    expect(level.entries.map((e) => e.name)).toEqual(['Home jerseys']);
    expect(level.banners.map((b) => b.name)).toEqual(['Jersey banner']);
    expect(level.genders).toEqual([]);
  });

  it('when a brand item is selected, then its list is sorted by position and has no banners', () => {
    const { menu, tree } = setup();
    menu.select(tree.brands);
    const level = mobileMenuLevel(menu.state, tree.items);
    expect(level.entries.map((e) => e.name)).toEqual(['Adidas', 'Puma', 'Nike']);
    expect(level.banners).toEqual([]);
  });

  it('when a link is selected, then the menu closes and the link is returned to follow', () => {
    const { page, menu, tree } = setup();
    expect(menu.select(tree.sale)).toEqual({ kind: 'link', url: '/sale/' });
    expect(menu.state.open).toBe(false);
    expect(page.locked).toBe(false);
  });

  it('when going back, then levels pop one at a time, and back to root clears them', () => {
    const { menu, tree } = setup();
    const deep = aMenuItem({ options: [aMenuItem()] });
    menu.push(tree.jerseys);
    menu.push(deep);
    menu.pop();
    expect(menu.state.stack).toEqual([tree.jerseys]);
    menu.push(deep);
    menu.backToRoot();
    expect(menu.state.stack).toEqual([]);
    menu.pop();
    expect(menu.state.stack).toEqual([]);
  });

  it('when the route changes, then it closes and reopens at the gender level', () => {
    const { menu, tree } = setup();
    menu.push(tree.jerseys);
    menu.routeChanged();
    expect(menu.state.open).toBe(false);
    menu.open();
    expect(menu.state.stack).toEqual([]);
  });

  it('when the viewport grows beyond tablet width, then it closes; within tablet width it stays', () => {
    const { menu } = setup();
    menu.viewportResized(BREAKPOINTS.lg - 1);
    expect(menu.state.open).toBe(true);
    menu.viewportResized(BREAKPOINTS.lg);
    expect(menu.state.open).toBe(false);
  });

  it('when it is reopened, then the gender chosen before is reset', () => {
    const { menu, tree } = setup();
    menu.select(tree.men);
    menu.close();
    menu.open();
    expect(menu.state.gender.gender).toBe(Gender.unknown);
  });

  it('when the server recommends a gender, then it applies unless the shopper chose one', () => {
    const { menu } = setup();
    menu.recommendGender(Gender.kids);
    expect(menu.state.gender.gender).toBe(Gender.kids);
    menu.chooseGender(Gender.male);
    menu.recommendGender(Gender.female);
    expect(menu.state.gender.gender).toBe(Gender.male);
  });

  it('when subscribed, then every change is reported and unsubscribing stops it', () => {
    const { menu, tree } = setup();
    const seen: MobileMenuState[] = [];
    const unsubscribe = menu.subscribe((state) => seen.push(state));
    menu.push(tree.jerseys);
    menu.pop();
    menu.pop();
    unsubscribe();
    menu.close();
    expect(seen.map((s) => s.stack.length)).toEqual([1, 0]);
  });
});

type Op =
  { kind: 'push'; leaf: boolean } | { kind: 'pop' } | { kind: 'root' } | { kind: 'open' } | { kind: 'close' };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('push' as const), leaf: fc.boolean() }) },
  { weight: 4, arbitrary: fc.constant({ kind: 'pop' as const }) },
  fc.constant({ kind: 'root' as const }),
  fc.constant({ kind: 'open' as const }),
  fc.constant({ kind: 'close' as const }),
);

describe('given any sequence of menu operations', () => {
  it('then the stack never goes below the gender level and matches a counter model (property)', () => {
    fc.assert(
      fc.property(fc.array(opArb, { maxLength: 60 }), (ops) => {
        const page = new FakeScrollLock();
        const menu = new MobileMenu(page);
        let depth = 0;
        let open = false;
        for (const op of ops) {
          if (op.kind === 'push') {
            menu.push(op.leaf ? aMenuItem() : aMenuItem({ options: [aMenuItem()] }));
            if (!op.leaf) depth++;
          } else if (op.kind === 'pop') {
            menu.pop();
            depth = Math.max(0, depth - 1);
          } else if (op.kind === 'root') {
            menu.backToRoot();
            depth = 0;
          } else if (op.kind === 'open') {
            menu.open();
            if (!open) depth = 0;
            open = true;
          } else {
            menu.close();
            if (open) depth = 0;
            open = false;
          }
          expect(menu.state.stack.length).toBe(depth);
          expect(menu.state.stack.length).toBeGreaterThanOrEqual(0);
          expect(menu.state.stack.every((item) => item.options.length > 0)).toBe(true);
          expect(page.locked).toBe(open);
        }
      }),
    );
  });

  it('then popping the pure state at the root is the identity (property)', () => {
    fc.assert(
      fc.property(fc.nat({ max: 5 }), fc.nat({ max: 8 }), (pushes, pops) => {
        let state = openMobileMenu(CLOSED_MOBILE_MENU);
        for (let i = 0; i < pushes; i++)
          state = pushMobileLevel(state, aMenuItem({ options: [aMenuItem()] }));
        for (let i = 0; i < pops; i++) state = popMobileLevel(state);
        expect(state.stack.length).toBe(Math.max(0, pushes - pops));
        expect(backToMobileRoot(state).stack).toEqual([]);
      }),
    );
  });
});

describe('the mobile menu’s changes as its listeners hear them', () => {
  it('given the gender level, then going back to it again is no change, and a deeper level shows no hot entries', () => {
    const { items, women, jerseys } = aMobileMenu();
    const root = openMobileMenu(CLOSED_MOBILE_MENU);
    expect(backToMobileRoot(root)).toBe(root);
    const level = mobileMenuLevel(pushMobileLevel(pushMobileLevel(root, women), jerseys), items);
    expect(level.hot).toEqual([]);
    expect(level.genders).toEqual([]);
  });

  it('given a shopper’s gender, then a recommendation it outranks is no change and nobody is told', () => {
    const menu = new MobileMenu(new FakeScrollLock());
    menu.chooseGender(Gender.female);
    const heard: MobileMenuState[] = [];
    menu.subscribe((state) => heard.push(state));
    menu.recommendGender(Gender.male);
    menu.backToRoot();
    expect(heard).toEqual([]);
    expect(menu.state.gender.gender).toBe(Gender.female);
  });
});
