import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { guestId } from '../testing/customers';
import { checkoutHostForTests } from '../testing/checkout-client';
import { FONT_FILES } from './assets';
import { CHECKOUT_TOKENS, FONT_FACES } from './checkout-style';

const require = createRequire(import.meta.url);
const storefrontStyle = (file: string) =>
  readFileSync(fileURLToPath(new URL(`../../../ui/src/styles/${file}`, import.meta.url)), 'utf8');

/** The custom properties of a style sheet's `:root`, values with their whitespace collapsed. */
function tokensOf(css: string): Map<string, string> {
  const root = /:root\s*{([\s\S]*?)}/.exec(css.replace(/\/\*[\s\S]*?\*\//g, ''))?.[1] ?? '';
  return new Map(
    [...root.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)].map((m) => [m[1]!, m[2]!.replace(/\s+/g, ' ').trim()]),
  );
}

/** The metric overrides of each fallback face of a style sheet, by family. */
function fallbackMetrics(css: string): Map<string, string> {
  return new Map(
    [...css.matchAll(/@font-face\s*{([^}]*)}/g)]
      .map((m) => m[1]!)
      .filter((face) => face.includes('Fallback'))
      .map((face) => {
        const family = /font-family:\s*'([^']+)'/.exec(face)![1]!;
        const metrics = [
          ...face.matchAll(/(size-adjust|ascent-override|descent-override|line-gap-override):\s*([\d.]+%)/g),
        ]
          .map((m) => `${m[1]}:${m[2]}`)
          .join(';');
        return [family, metrics];
      }),
  );
}

const host = checkoutHostForTests();

describe('given the checkout host in the shop’s look', () => {
  it('when its tokens are compared with the storefront’s, then every colour, space, size and face is the storefront’s', () => {
    const storefront = tokensOf(storefrontStyle('tokens.css'));
    for (const [name, value] of Object.entries(CHECKOUT_TOKENS)) {
      expect(storefront.get(name), name).toBe(value.replace(/\s+/g, ' '));
    }
    expect(Object.keys(CHECKOUT_TOKENS).length).toBeGreaterThan(30);
  });

  it('when it serves the typefaces, then they are the storefront’s woff2 files with the same fallback metrics, allowed by its CSP', async () => {
    for (const font of Object.values(FONT_FILES)) {
      const res = await fetch(`${host.checkout.url}/fonts/${font.file}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('font/woff2');
      expect(Buffer.from(await res.arrayBuffer()).equals(readFileSync(require.resolve(font.module)))).toBe(
        true,
      );
      expect(storefrontStyle('fonts.css')).toContain(font.module);
    }
    expect(fallbackMetrics(FONT_FACES)).toEqual(fallbackMetrics(storefrontStyle('fonts.css')));
    expect((await host.checkout.page('/fonts/../package.json', {})).status).toBe(404);
    expect((await host.checkout.page('/fonts/other.woff2', {})).status).toBe(404);

    const home = await host.checkout.page('/', {});
    const csp = home.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("font-src 'self'");
    expect(csp).toContain("style-src 'self'");
    // Scripts from the host itself only: the checkout form's enhancement, never inline.
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toContain('unsafe-inline');
    expect(home.text).toContain(
      `<link rel="preload" href="/fonts/${FONT_FILES.text.file}" as="font" type="font/woff2" crossorigin />`,
    );
    const css = (await host.checkout.page('/checkout.css', {})).text;
    expect(css).toContain(`url('/fonts/${FONT_FILES.display.file}')`);
    expect(css).toContain('font-family:var(--font-display)');
  });

  it('when a page is drawn, then it has the storefront’s logo, a reduced header and footer as landmarks, no inline scripts or styles, and only the form its own script', async () => {
    const id = guestId();
    await host.api.request('POST', '/api/v1/cart/', { uuid: id, body: { productOption: 1021 } });
    for (const path of ['/', '/checkout/', '/nothing/']) {
      const res = await host.checkout.page(path, { __uuhlat: id });
      expect(res.text, path).toContain(
        '<a class="co-logo" href="http://127.0.0.1:3000/" aria-label="Rot-Weiß-Rot Fan Shop home"',
      );
      expect(res.text, path).toMatch(
        /<header>[\s\S]*<\/header>\s*<main id="main" tabindex="-1">[\s\S]*<\/main>\s*<footer class="co-footer">/,
      );
      expect(res.text, path).toContain('<a class="skip-link" href="#main">Skip to content</a>');
      expect(res.text, path).toContain('<nav aria-label="Legal">');
      // A checkout keeps shoppers on the task: no search, no menus.
      expect(res.text, path).not.toMatch(/type="search"|role="search"/);
      const ownScript = '<script type="module" src="/checkout.js"></script>';
      expect(res.text.includes(ownScript), path).toBe(path === '/checkout/');
      expect(res.text.replace(ownScript, ''), path).not.toMatch(/<script|\sstyle="|\son[a-z]+=/i);
    }
  });
});
