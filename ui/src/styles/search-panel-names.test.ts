// @vitest-environment node
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Product names in the search panel were cut off mid-word at the column's edge. They take two lines
 * at most and end in an ellipsis; a word longer than the line is hyphenated or broken, not clipped.
 */
const css = readFileSync(fileURLToPath(new URL('./header.css', import.meta.url)), 'utf8').replace(
  /\/\*[\s\S]*?\*\//g,
  '',
);

describe('given a product name in the search panel', () => {
  it('when it is longer than two lines, then it wraps and ends in an ellipsis, long words broken rather than cut', () => {
    const rule = /\.search-panel__name \{([^}]*)\}/.exec(css)?.[1] ?? '';
    expect(rule).toMatch(/-webkit-line-clamp:\s*2/);
    expect(rule).toMatch(/display:\s*-webkit-box/);
    expect(rule).toMatch(/overflow-wrap:\s*break-word/);
    expect(rule).toMatch(/hyphens:\s*auto/);
    expect(rule).not.toMatch(/white-space:\s*nowrap/);
  });
});
