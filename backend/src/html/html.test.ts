import { describe, expect, it } from 'vitest';
import { html, linkify, raw } from './html';

describe('html', () => {
  it('escapes a text and an attribute holding <"\'&', () => {
    const text = `Tom's <b>"fan" & co</b>`;
    expect(html`<p title="${text}">${text}</p>`.toString()).toBe(
      '<p title="Tom&#39;s &lt;b&gt;&quot;fan&quot; &amp; co&lt;/b&gt;">Tom&#39;s &lt;b&gt;&quot;fan&quot; &amp; co&lt;/b&gt;</p>',
    );
  });

  it('places markup it made or raw marked as it is, and escapes each item of a list', () => {
    const item = (name: string) => html`<li>${name}</li>`;
    const items = ['a&b', '<c>'].map(item);
    // Kept on one line: the answer is compared byte for byte, whitespace included.
    // prettier-ignore
    const list = html`<ul>${items}</ul>`;
    expect(html`${list}${raw('<hr>')}`.toString()).toBe('<ul><li>a&amp;b</li><li>&lt;c&gt;</li></ul><hr>');
  });

  it('places numbers and leaves out false, null and undefined', () => {
    expect(html`${0}|${12.5}|${false}|${null}|${undefined}|`.toString()).toBe('0|12.5||||');
  });

  it('links the URLs of a text and escapes the rest', () => {
    expect(linkify('See https://shop.example/a?b=1&c=2 <now>').toString()).toBe(
      'See <a href="https://shop.example/a?b=1&amp;c=2">https://shop.example/a?b=1&amp;c=2</a> &lt;now&gt;',
    );
  });
});
