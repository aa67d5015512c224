// @vitest-environment node
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The top bar's promise is one line on wider screens. On a phone the German promise ("Gratis
 * Lieferung in Österreich ab € 50 · 30 Tage Rückgaberecht") is wider than the screen and was cut off
 * mid-word, so there it may take two lines, which must still fit the bar the sticky header hides.
 */
const css = readFileSync(fileURLToPath(new URL('./header.css', import.meta.url)), 'utf8').replace(
  /\/\*[\s\S]*?\*\//g,
  '',
);

function px(value: string | undefined): number {
  const match = /^(\d+(?:\.\d+)?)px$/.exec(value?.trim() ?? '');
  return match ? Number(match[1]) : Number.NaN;
}

describe('given the top bar on a phone', () => {
  it('when the promise is longer than the screen is wide, then it wraps to two lines that fit the bar', () => {
    const bar = px(/--topbar-height:\s*([^;]+);/.exec(css)?.[1]);
    const phone = /@media \(max-width: 576px\) \{\s*\.site-header__promise \{([^}]*)\}/.exec(css)?.[1] ?? '';
    const declarations = Object.fromEntries(
      phone
        .split(';')
        .map((part) => part.split(':').map((side) => side.trim()))
        .filter(([name, value]) => name && value),
    ) as Record<string, string>;

    expect(declarations['white-space']).toBe('normal');
    expect(declarations['-webkit-line-clamp']).toBe('2');
    expect(declarations['line-clamp']).toBe('2');
    expect(2 * px(declarations['line-height'])).toBeLessThanOrEqual(bar);
  });

  it('when it wraps, then it breaks between the two promises, never inside one', () => {
    for (const language of ['en-US', 'de-AT']) {
      const messages = JSON.parse(
        readFileSync(
          fileURLToPath(new URL(`../i18n/messages/${language}/header.json`, import.meta.url)),
          'utf8',
        ),
      ) as { promise: string };
      const [, returns] = messages.promise.split(' · ');
      // The return promise is one unbreakable phrase: its words are joined by no-break spaces.
      expect(returns, language).toMatch(/^\S+(\u00a0\S+)+$/);
    }
    expect(
      JSON.parse(
        readFileSync(fileURLToPath(new URL('../i18n/messages/de-AT/header.json', import.meta.url)), 'utf8'),
      ).promise,
    ).toContain('30\u00a0Tage\u00a0Rückgaberecht');
  });
});
