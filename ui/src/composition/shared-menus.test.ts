import { describe, expect, it } from 'vitest';
import { FakeScheduler, FakeHeaderGateway, aMenuItem } from '@fanshop/core/testing';
import { SERVER_MENU_TTL_MS, SharedMenus } from './shared-menus';

function setup() {
  const clock = new FakeScheduler(0);
  const shared = new SharedMenus(clock);
  const api = new FakeHeaderGateway();
  api.menus = { desktop: [aMenuItem({ name: 'Men' })], mobile: [] };
  const menuCalls = () => api.calls.filter((c) => c === 'menu').length;
  return { clock, shared, api, menuCalls };
}

describe('menus shared by the requests of a server', () => {
  it('one answer per language serves every request until it is a minute old', async () => {
    const { clock, shared, api, menuCalls } = setup();
    const english = shared.gateway(api, () => 'en-US');
    const german = shared.gateway(api, () => 'de-AT');

    const first = await english.menu();
    expect(await shared.gateway(api, () => 'en-US').menu()).toBe(first);
    await german.menu();
    expect(menuCalls()).toBe(2);

    clock.advance(SERVER_MENU_TTL_MS);
    await english.menu();
    expect(menuCalls()).toBe(3);
  });

  it('does not keep a failed answer: the next request asks again', async () => {
    const { shared, api, menuCalls } = setup();
    api.failing.add('menu');
    await expect(shared.gateway(api, () => 'en-US').menu()).rejects.toThrow();
    api.failing.delete('menu');
    expect((await shared.gateway(api, () => 'en-US').menu()).desktop).toHaveLength(1);
    expect(menuCalls()).toBe(2);
  });

  it('passes the other header calls through', async () => {
    const { shared, api } = setup();
    await shared.gateway(api, () => 'en-US').autosuggest('');
    expect(api.calls).toEqual(['autosuggest:']);
  });
});
