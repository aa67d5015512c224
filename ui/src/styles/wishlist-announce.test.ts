// @vitest-environment node
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * After a heart the wishlist popup opens by itself for 6 s. On phones it covered the product grid and
 * took the next tap meant for a tile; there it is a bar at the bottom of the screen that lets taps
 * through to the page, except on its link (header/WishlistPopupPhone.test.tsx marks it).
 */
const css = readFileSync(fileURLToPath(new URL('./wishlist.css', import.meta.url)), 'utf8').replace(
  /\/\*[\s\S]*?\*\//g,
  '',
);

/** The rules inside the phone-width media block, by selector. */
function phoneRules(): Map<string, string> {
  const start = css.indexOf('@media (max-width: 576px)');
  expect(start).toBeGreaterThan(-1);
  const rules = new Map<string, string>();
  for (const [, selector, body] of css.slice(start).matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    for (const part of (selector ?? '').replace(/^[\s\S]*\{/, '').split(','))
      rules.set(part.trim(), body ?? '');
  }
  return rules;
}

describe('given the wishlist announcement on a phone', () => {
  it('when it shows, then it sits at the bottom of the screen and taps go through it to the grid', () => {
    const bar = phoneRules().get('.header-popup--wishlist.header-popup--announce') ?? '';
    expect(bar).toMatch(/position:\s*fixed/);
    expect(bar).toMatch(/top:\s*auto/);
    expect(bar).toMatch(/bottom:/);
    expect(bar).toMatch(/pointer-events:\s*none/);
  });

  it('when the shopper wants the wishlist, then its link still takes the tap', () => {
    expect(phoneRules().get('.header-popup--announce .wishlist-popup__link')).toMatch(
      /pointer-events:\s*auto/,
    );
  });

  it('when the cart is announced after an add, then its title stays: only the wishlist bar hides its head', () => {
    const hidden = [...phoneRules()].filter(
      ([selector, body]) => selector.includes('.header-popup__head') && /display:\s*none/.test(body),
    );
    expect(hidden.map(([selector]) => selector)).toEqual([
      '.header-popup--wishlist.header-popup--announce .header-popup__head',
    ]);
  });
});
