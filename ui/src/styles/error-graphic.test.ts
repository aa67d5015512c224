// @vitest-environment node
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The error page's status number is drawn as the flag: a striped fill inside an outline
 * (`-webkit-text-stroke`). The outline follows the face's own outlines, so it lines up with the fill
 * only when the weight asked for is one a loaded static face has; the variable text face at 900 drew
 * its outline off the fill.
 */
const dir = fileURLToPath(new URL('.', import.meta.url));
const read = (name: string) => readFileSync(`${dir}/${name}`, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');

function declarationsOf(css: string, selector: string): Record<string, string> {
  const rule = [...css.matchAll(/([^{}]+)\{([^{}]*)\}/g)].find(([, s]) => s?.trim() === selector);
  expect(rule, selector).toBeDefined();
  const out: Record<string, string> = {};
  for (const part of (rule?.[2] ?? '').split(';')) {
    const at = part.indexOf(':');
    if (at > 0) out[part.slice(0, at).trim()] = part.slice(at + 1).trim();
  }
  return out;
}

/** The first family of a custom property in tokens.css, e.g. `--font-display` → `Barlow Condensed`. */
function firstFamily(token: string): string {
  const match = new RegExp(`${token}:\\s*'([^']+)'`).exec(read('tokens.css'));
  return match?.[1] ?? '';
}

/** The `font-weight` of every `@font-face` of `family` (its web font, not its local fallbacks). */
function faceWeights(family: string): string[] {
  return [...read('fonts.css').matchAll(/@font-face\s*\{([^}]*)\}/g)]
    .map(([, body]) => body ?? '')
    .filter((body) => body.includes(`font-family: '${family}';`) && body.includes('url('))
    .map((body) => /font-weight:\s*([^;]+);/.exec(body)?.[1]?.trim() ?? 'normal');
}

describe('given the error page status graphic', () => {
  it('when it draws its outline, then it asks for a weight a loaded static face has', () => {
    const status = declarationsOf(read('layout.css'), '.error-page .error-page__status');
    expect(status['-webkit-text-stroke']).toBeDefined();
    const token = /var\((--[\w-]+)\)/.exec(status['font-family'] ?? '')?.[1] ?? '';
    const family = firstFamily(token);
    expect(family).not.toBe('');
    const weights = faceWeights(family);
    // A static face: one weight, not a variable range such as `200 900`.
    expect(weights.length).toBeGreaterThan(0);
    expect(weights.every((weight) => /^\d+$/.test(weight))).toBe(true);
    expect(weights).toContain(status['font-weight']);
  });
});
