import { describe, expect, it } from 'vitest';
import { CART_REMOVAL_DELAY_MS } from '@fanshop/core/shared';
import { guestId } from '../testing/customers';
import { checkoutHostForTests, csrfOf, readable } from '../testing/checkout-client';

const host = checkoutHostForTests();

interface ApiLine {
  readonly hash: string;
  readonly name: string;
  readonly option: { readonly id: number; readonly quantity: number };
  readonly personalisation?: { readonly label: string };
}

/** A guest whose cart holds these adds, as the storefront leaves it. */
async function guestWith(...adds: Record<string, unknown>[]): Promise<string> {
  const id = guestId();
  for (const body of adds) {
    const res = await host.api.request('POST', '/api/v1/cart/', { uuid: id, body });
    expect(res.status).toBe(200);
  }
  return id;
}

async function linesOf(id: string): Promise<ApiLine[]> {
  const cart = await host.api.request<{ data: { products: ApiLine[] } }>('GET', '/api/v1/cart/', {
    uuid: id,
  });
  return cart.body.data.products;
}

/** Posts one of a line's forms from the cart page, as its button does. */
async function postLine(id: string, hash: string, action: string, fields: Record<string, string> = {}) {
  const page = await host.checkout.page('/', { __uuhlat: id });
  return host.checkout.post(
    `/cart/lines/${hash}/${action}/`,
    { __uuhlat: id },
    { csrf: csrfOf(page.text), ...fields },
  );
}

describe('given a guest on the checkout host’s cart', () => {
  it('when it opens, then each line has a quantity stepper and a Remove button, a free-delivery bar, and the way on is named for what it does', async () => {
    const id = await guestWith({ productOption: 1021, amount: 1 });
    const page = await host.checkout.page('/', { __uuhlat: id });
    expect(page.status).toBe(200);
    const text = readable(page.text);
    expect(page.text).toContain('aria-label="One less Fan Scarf"');
    expect(page.text).toMatch(/aria-label="One less Fan Scarf"\s+disabled/);
    expect(page.text).toContain('aria-label="One more Fan Scarf"');
    expect(page.text).toContain('aria-label="Remove Fan Scarf"');
    expect(page.text).toMatch(/<progress class="co-free__bar" max="100" value="40"/);
    expect(text).toContain('Add €30.05 more for free delivery.');
    expect(text).toContain('Continue to your details');
    expect(text).not.toContain('Go to checkout');
    expect(page.text).not.toContain('http-equiv="refresh"');
  });

  it('when the shopper steps a quantity up and down, then the cart follows, and the bar fills to free delivery', async () => {
    const id = await guestWith({ productOption: 1021, amount: 1 });
    const [line] = await linesOf(id);
    const up = await postLine(id, line!.hash, 'quantity', { quantity: '3' });
    expect(up.status).toBe(303);
    expect(up.headers.get('location')).toBe('/');
    expect((await linesOf(id)).map((l) => l.option.quantity)).toEqual([3]);
    const page = await host.checkout.page('/', { __uuhlat: id });
    expect(readable(page.text)).toContain('Your order ships free.');
    expect(page.text).toMatch(/<progress class="co-free__bar" max="100" value="100"/);

    const [grown] = await linesOf(id);
    const down = await postLine(id, grown!.hash, 'quantity', { quantity: '2' });
    expect(down.status).toBe(303);
    expect((await linesOf(id)).map((l) => l.option.quantity)).toEqual([2]);
  });

  it('when a printed line is lowered, then it keeps its print and its place is taken by the new quantity', async () => {
    const id = await guestWith({
      productOption: 1011,
      amount: 3,
      personalisation: { name: 'Alaba', number: 8 },
    });
    const [line] = await linesOf(id);
    const res = await postLine(id, line!.hash, 'quantity', { quantity: '1' });
    expect(res.status).toBe(303);
    const lines = await linesOf(id);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      option: { id: 1011, quantity: 1 },
      personalisation: { label: 'ALABA · 8' },
    });
  });

  it('when a quantity beyond the stock or no number is sent, then the cart stays as it was and says why', async () => {
    const id = await guestWith({ productOption: 1012, amount: 2 });
    const [line] = await linesOf(id);
    const page = await host.checkout.page('/', { __uuhlat: id });
    expect(page.text).not.toMatch(/aria-label="One more Austria Home Jersey 2026"\s+disabled/);

    for (const quantity of ['4', '0', '-1', 'many', '']) {
      const res = await postLine(id, line!.hash, 'quantity', { quantity });
      expect(res.status).toBe(422);
      expect(readable(res.text)).toContain('Only 3 of this item can be ordered.');
    }
    expect((await linesOf(id)).map((l) => l.option.quantity)).toEqual([2]);
  });

  it('when the shopper removes a line, then it shows as removed with Undo for 2 seconds, then it is gone', async () => {
    const id = await guestWith({ productOption: 1021, amount: 1 }, { productOption: 1031, amount: 1 });
    const [scarf, ball] = await linesOf(id);
    const res = await postLine(id, scarf!.hash, 'remove');
    expect(res.status).toBe(303);

    const page = await host.checkout.page('/', { __uuhlat: id });
    expect(readable(page.text)).toContain('Fan Scarf removed.');
    expect(page.text).toContain('aria-label="Undo removing Fan Scarf"');
    expect(page.text).toContain('<meta http-equiv="refresh" content="3" />');
    // One removal at a time: the other line's Remove rests, and a post of it is refused.
    expect(page.text).toMatch(/aria-label="Remove Match Ball"\s+disabled/);
    const second = await postLine(id, ball!.hash, 'remove');
    expect(second.status).toBe(409);
    expect(readable(second.text)).toContain('Please wait a moment: one item is being removed.');
    expect(await linesOf(id)).toHaveLength(2);

    host.api.clock.advance(CART_REMOVAL_DELAY_MS);
    await expect.poll(async () => (await linesOf(id)).map((l) => l.name)).toEqual(['Match Ball']);
    const after = await host.checkout.page('/', { __uuhlat: id });
    expect(readable(after.text)).not.toContain('removed.');
    expect(after.text).not.toContain('http-equiv="refresh"');

    const late = await postLine(id, scarf!.hash, 'undo');
    expect(late.status).toBe(409);
    expect(readable(late.text)).toContain('That item was already removed.');
  });

  it('when the shopper undoes a removal within its 2 seconds, then the line stays for good', async () => {
    const id = await guestWith({ productOption: 1021, amount: 2 });
    const [scarf] = await linesOf(id);
    expect((await postLine(id, scarf!.hash, 'remove')).status).toBe(303);
    host.api.clock.advance(CART_REMOVAL_DELAY_MS - 1);
    const undo = await postLine(id, scarf!.hash, 'undo');
    expect(undo.status).toBe(303);

    host.api.clock.advance(CART_REMOVAL_DELAY_MS);
    expect((await linesOf(id)).map((l) => l.option.quantity)).toEqual([2]);
    const page = await host.checkout.page('/', { __uuhlat: id });
    expect(page.text).toContain('aria-label="Remove Fan Scarf"');
  });

  it('when a change comes without the page’s token or from another site, then nothing changes', async () => {
    const id = await guestWith({ productOption: 1021, amount: 1 });
    const [scarf] = await linesOf(id);
    const forged = await host.checkout.post(
      `/cart/lines/${scarf!.hash}/remove/`,
      { __uuhlat: id },
      { csrf: 'x' },
    );
    expect(forged.status).toBe(422);
    const page = await host.checkout.page('/', { __uuhlat: id });
    const foreign = await host.checkout.post(
      `/cart/lines/${scarf!.hash}/quantity/`,
      { __uuhlat: id },
      { csrf: csrfOf(page.text), quantity: '5' },
      { Origin: 'https://evil.example' },
    );
    expect(foreign.status).toBe(422);
    host.api.clock.advance(CART_REMOVAL_DELAY_MS);
    expect((await linesOf(id)).map((l) => l.option.quantity)).toEqual([1]);
  });

  it('when a German shopper removes a line, then the page says so in German', async () => {
    const id = await guestWith({ productOption: 1021, amount: 1 });
    const [scarf] = await linesOf(id);
    const page = await host.checkout.page('/de/', { __uuhlat: id });
    expect(readable(page.text)).toContain('Weiter zu deinen Daten');
    const res = await host.checkout.post(
      `/de/cart/lines/${scarf!.hash}/remove/`,
      { __uuhlat: id },
      { csrf: csrfOf(page.text) },
    );
    expect(res.headers.get('location')).toBe('/de/');
    const after = await host.checkout.page('/de/', { __uuhlat: id });
    expect(readable(after.text)).toContain('Fan Scarf (DE) wurde entfernt.');
    expect(readable(after.text)).toContain('Rückgängig');
    host.api.clock.advance(CART_REMOVAL_DELAY_MS);
  });
});
