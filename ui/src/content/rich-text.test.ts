import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseRichText, plainSummary, richTextToPlain, type RichNode } from './rich-text';

const text = (t: string): RichNode => ({ type: 'text', text: t });

describe('given a content body as the adapter renders it', () => {
  it('when it is read, then headings, paragraphs and lists become the tree, entities decoded', () => {
    const nodes = parseRichText(
      '<h2>Fit &amp; feel</h2><p>Use &lt;b&gt;one&lt;/b&gt; size up.</p><ul><li>Firm ground</li><li>Turf</li></ul>',
    );
    expect(nodes).toEqual([
      { type: 'element', tag: 'h2', children: [text('Fit & feel')] },
      { type: 'element', tag: 'p', children: [text('Use <b>one</b> size up.')] },
      {
        type: 'element',
        tag: 'ul',
        children: [
          { type: 'element', tag: 'li', children: [text('Firm ground')] },
          { type: 'element', tag: 'li', children: [text('Turf')] },
        ],
      },
    ]);
  });
});

describe('given markup that is not allowed', () => {
  it('when it holds a script, a style or an event handler, then none of it survives, the text stays', () => {
    const nodes = parseRichText(
      '<p onclick="steal()">Hello <script>alert(1)</script><style>p{}</style><img src=x onerror=alert(2)>world</p>',
    );
    expect(nodes).toEqual([{ type: 'element', tag: 'p', children: [text('Hello world')] }]);
  });

  it('when a link points at javascript: or another host without a scheme, then it is no link', () => {
    const nodes = parseRichText(
      '<a href="javascript:alert(1)">a</a><a href=" jav&#x09;ascript:x">b</a><a href="//evil.test/">c</a>',
    );
    expect(nodes).toEqual([text('abc')]);
  });

  it('when a link is an app path or an https URL, then it is kept', () => {
    expect(parseRichText('<a href="/faq/shipping/" class="x">Shipping</a>')).toEqual([
      { type: 'element', tag: 'a', href: '/faq/shipping/', children: [text('Shipping')] },
    ]);
    expect(parseRichText("<a href='https://example.org/a?b=1&amp;c=2'>x</a>")[0]).toMatchObject({
      href: 'https://example.org/a?b=1&c=2',
    });
  });

  it('when the page title level or unknown wrappers appear, then h1 becomes h2 and wrappers unwrap', () => {
    expect(parseRichText('<div><h1>Imprint</h1><span>Fan <b>Shop</b></span></div>')).toEqual([
      { type: 'element', tag: 'h2', children: [text('Imprint')] },
      text('Fan '),
      { type: 'element', tag: 'strong', children: [text('Shop')] },
    ]);
  });

  it('when tags are left open or closed out of order, then the tree still closes cleanly', () => {
    expect(parseRichText('<p>One<p>Two</li><ul><li>a<li>b')).toEqual([
      { type: 'element', tag: 'p', children: [text('One')] },
      {
        type: 'element',
        tag: 'p',
        children: [
          text('Two'),
          {
            type: 'element',
            tag: 'ul',
            children: [
              { type: 'element', tag: 'li', children: [text('a')] },
              { type: 'element', tag: 'li', children: [text('b')] },
            ],
          },
        ],
      },
    ]);
  });

  it('when a "<" opens no tag, then it is text', () => {
    expect(parseRichText('<p>2 < 3 and 5 > 4</p>')).toEqual([
      { type: 'element', tag: 'p', children: [text('2 < 3 and 5 > 4')] },
    ]);
  });
});

describe('properties', () => {
  const allowed = new Set(['p', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'strong', 'em', 'br', 'a', 'blockquote']);
  const walk = (nodes: readonly RichNode[], visit: (node: RichNode) => void) => {
    for (const node of nodes) {
      visit(node);
      if (node.type === 'element') walk(node.children, visit);
    }
  };
  const fragments = fc.constantFrom(
    '<p>',
    '</p>',
    '<script>',
    '</script>',
    '<a href="javascript:x">',
    '<a href="/ok/">',
    '</a>',
    '<img src=x onerror=y>',
    '<h1>',
    '<li>',
    '<!--',
    '-->',
    '&lt;',
    '&#0;',
    '<',
    '>',
    'text',
    ' ',
  );

  it('any input yields only allowed elements, and links only to app paths or http(s)', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fragments, fc.string()), { maxLength: 30 }), (parts) => {
        walk(parseRichText(parts.join('')), (node) => {
          if (node.type !== 'element') return;
          expect(allowed.has(node.tag)).toBe(true);
          if (node.href !== undefined) expect(node.href).toMatch(/^(\/(?![/\\])|https?:\/\/)/i);
          expect(node.href !== undefined).toBe(node.tag === 'a');
        });
      }),
    );
  });

  it('plain text without markup characters reads back unchanged', () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => !/[<&]/.test(s) && s.trim() === s && !/\s\s/.test(s)),
        (s) => {
          expect(richTextToPlain(parseRichText(s))).toBe(s.replace(/\s+/g, ' '));
        },
      ),
    );
  });
});

describe('given a long body', () => {
  it('when it is summarised, then the text is cut at a word with an ellipsis', () => {
    const summary = plainSummary(`<p>${'word '.repeat(60)}</p>`, 40);
    expect(summary.length).toBeLessThanOrEqual(40);
    expect(summary).toMatch(/word…$/);
  });
});
