// @vitest-environment node
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * A touch screen keeps `:hover` on the element tapped last until the next tap elsewhere, so a row of
 * the phone menu or the filter drawer stayed highlighted after it was tapped. Hover styles therefore
 * apply only where the primary pointer can hover: inside `@media (hover: hover)`.
 */
const dir = fileURLToPath(new URL('.', import.meta.url));
const sheets = readdirSync(dir)
  .filter((name) => name.endsWith('.css'))
  .map((name) => ({ name, css: readFileSync(`${dir}/${name}`, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '') }));

/** Every block's prelude (selector or at-rule) with the preludes of the blocks around it. */
function blocks(css: string): { prelude: string; around: string[] }[] {
  const out: { prelude: string; around: string[] }[] = [];
  const stack: string[] = [];
  let start = 0;
  for (let i = 0; i < css.length; i++) {
    const ch = css[i];
    if (ch === '{') {
      const prelude = css.slice(start, i).trim();
      out.push({ prelude, around: [...stack] });
      stack.push(prelude);
      start = i + 1;
    } else if (ch === '}') {
      stack.pop();
      start = i + 1;
    } else if (ch === ';') {
      start = i + 1;
    }
  }
  return out;
}

const HOVER_MEDIA = /^@media\b[^{]*\(\s*hover\s*:\s*hover\s*\)/;

describe('given the storefront style sheets', () => {
  it('when a rule styles :hover, then it applies only where the pointer can hover', () => {
    let hoverRules = 0;
    for (const { name, css } of sheets) {
      for (const { prelude, around } of blocks(css)) {
        if (prelude.startsWith('@') || !prelude.includes(':hover')) continue;
        hoverRules++;
        expect(
          around.some((outer) => HOVER_MEDIA.test(outer)),
          `${name}: ${prelude}`,
        ).toBe(true);
      }
    }
    // The phone menu's rows and the filter drawer's values are among them.
    expect(hoverRules).toBeGreaterThan(10);
  });

  it('when the phone menu rows and filter values are tapped, then no hover highlight can stick', () => {
    const all = sheets.map(({ css }) => css).join('\n');
    for (const selector of ['.mobile-menu__entry:hover', '.filter-options label:hover']) {
      const found = blocks(all).find(({ prelude }) => prelude.split(',').some((s) => s.trim() === selector));
      expect(found, selector).toBeDefined();
      expect(found?.around.some((outer) => HOVER_MEDIA.test(outer))).toBe(true);
    }
  });
});
