// @vitest-environment node
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The mobile menu restores the scroll position it found when it opened (spec section 4). A scroll
 * padding on the page (`html`/`:root`) defeats that in Chromium: it counts the sticky header's own
 * controls as hidden under the header, so focusing or tapping the burger first scrolls the page to the
 * top, and the menu then remembers the top. The offset below the header belongs on the content.
 */
const dir = fileURLToPath(new URL('.', import.meta.url));
const sheets = readdirSync(dir)
  .filter((name) => name.endsWith('.css'))
  .map((name) => ({ name, css: readFileSync(`${dir}/${name}`, 'utf8') }));

/** The declarations of every rule whose selector list names the page's root scroller. */
function rootDeclarations(css: string): string[] {
  const rules = [...css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/([^{}]+)\{([^{}]*)\}/g)];
  return rules
    .filter(([, selector]) =>
      (selector ?? '').split(',').some((part) => ['html', ':root', 'body'].includes(part.trim())),
    )
    .map(([, , body]) => body ?? '');
}

describe('given the storefront style sheets', () => {
  it('when the page root is styled, then it sets no top scroll padding', () => {
    expect(sheets.length).toBeGreaterThan(0);
    for (const { name, css } of sheets) {
      for (const body of rootDeclarations(css)) {
        expect(body, name).not.toMatch(/scroll-padding(-top|-block(-start)?)?\s*:/);
      }
    }
  });

  it('when an anchor or focused element in the content scrolls into view, then it lands below the header', () => {
    const layout = sheets.find(({ name }) => name === 'layout.css')?.css ?? '';
    expect(layout).toMatch(
      /#root > main \*,\s*#root > footer \* \{\s*scroll-margin-top: calc\(var\(--header-height\) \+ var\(--space-4\)\);/,
    );
  });
});
