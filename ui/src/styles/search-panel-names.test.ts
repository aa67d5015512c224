// @vitest-environment node
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Product names in the search panel were cut off mid-word at the column's edge. They take two lines
 * at most and end in an ellipsis; a word longer than the line is hyphenated or broken, not clipped.
 */
const css = ['./base.css', './header.css']
  .map((sheet) => readFileSync(fileURLToPath(new URL(sheet, import.meta.url)), 'utf8'))
  .join('\n')
  .replace(/\/\*[\s\S]*?\*\//g, '');

/** The declarations of every rule whose selector list names the search panel's product name. */
function declarationsOfName(): string {
  return [...css.matchAll(/([^{}]+)\{([^}]*)\}/g)]
    .filter(([, selectors]) => selectors!.split(',').some((s) => s.trim() === '.search-panel__name'))
    .map(([, , body]) => body)
    .join(';');
}

describe('given a product name in the search panel', () => {
  it('when it is longer than two lines, then it wraps and ends in an ellipsis, long words broken rather than cut', () => {
    const rule = declarationsOfName();
    expect(rule).toMatch(/-webkit-line-clamp:\s*2/);
    expect(rule).toMatch(/display:\s*-webkit-box/);
    expect(rule).toMatch(/overflow-wrap:\s*break-word/);
    expect(rule).toMatch(/hyphens:\s*auto/);
    expect(rule).not.toMatch(/white-space:\s*nowrap/);
  });
});
