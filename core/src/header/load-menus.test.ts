import { describe, expect, it } from 'vitest';
import { MemoryLogger } from '../shared/testing/memory-logger.js';
import { EMPTY_MENU_SETS } from '../menu/menu-item.js';
import { aBrand, aMenuItem } from '../menu/testing/menu-mother.js';
import { LoadMenus } from './load-menus.js';
import { FakeHeaderGateway } from './testing/fake-header-gateway.js';

describe('given the menu API', () => {
  it('when the menus load, then both sets come back with brand lists sorted by position', async () => {
    const gateway = new FakeHeaderGateway();
    const brands = aMenuItem({
      name: 'Brands',
      options: [aBrand('Nike'), aBrand('Puma', 2), aBrand('Adidas', 1)],
    });
    gateway.menus = { desktop: [brands], mobile: [aMenuItem({ name: 'Sale', type: 'root-hot' })] };

    const menus = await new LoadMenus(gateway, new MemoryLogger()).execute();

    expect(menus.desktop[0]!.options.map((b) => b.name)).toEqual(['Adidas', 'Puma', 'Nike']);
    expect(menus.mobile.map((i) => i.name)).toEqual(['Sale']);
  });

  it('when two loads get the same answer (a server shares it), then it is sorted once, and a new answer anew', async () => {
    const gateway = new FakeHeaderGateway();
    gateway.menus = {
      desktop: [aMenuItem({ name: 'Brands', options: [aBrand('Puma', 2), aBrand('Adidas', 1)] })],
      mobile: [],
    };
    const first = await new LoadMenus(gateway, new MemoryLogger()).execute();
    const second = await new LoadMenus(gateway, new MemoryLogger()).execute();
    expect(second).toBe(first);

    gateway.menus = {
      desktop: [aMenuItem({ name: 'Brands', options: [aBrand('Nike', 2), aBrand('Erima', 1)] })],
      mobile: [],
    };
    const third = await new LoadMenus(gateway, new MemoryLogger()).execute();
    expect(third.desktop[0]!.options.map((b) => b.name)).toEqual(['Erima', 'Nike']);
  });

  it('when the call fails, then the failure is logged and the menus are empty', async () => {
    const gateway = new FakeHeaderGateway();
    gateway.failing.add('menu');
    const logger = new MemoryLogger();

    const menus = await new LoadMenus(gateway, logger).execute();

    expect(menus).toEqual(EMPTY_MENU_SETS);
    expect(logger.errors.map((e) => e.message)).toEqual(['menu could not be loaded']);
    expect(logger.errors[0]?.details?.error).toBeInstanceOf(Error);
  });
});
