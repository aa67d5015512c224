import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { blocksToHtml, escapeHtml, textToHtml } from './content-html.js';

describe('content HTML', () => {
  it('never lets text open a tag or end an attribute', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const html = blocksToHtml([{ type: 'paragraph', text }]);
        const inner = html.slice('<p>'.length, -'</p>'.length);
        return !/[<>"']/.test(inner);
      }),
    );
  });

  it('escapes the markup characters and splits plain text into paragraphs', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
    expect(textToHtml('One.\n\nTwo.\n')).toBe('<p>One.</p><p>Two.</p>');
  });
});
