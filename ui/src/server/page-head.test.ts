import { describe, expect, it } from 'vitest';
import { renderHead } from './page-head';

const links = (html: string) =>
  html
    .split('\n')
    .map((line) => line.trim())
    .filter((l) => l.startsWith('<link'));

describe('given a page head with a canonical path', () => {
  it('when it names no alternates, then every language gets the canonical path with its prefix', () => {
    const html = renderHead({ title: 'FAQ', canonicalPath: '/faq/' }, 'en-US', 'https://shop.test', 'Shop');
    expect(links(html)).toEqual([
      '<link rel="canonical" href="https://shop.test/faq/">',
      '<link rel="alternate" hreflang="en" href="https://shop.test/faq/">',
      '<link rel="alternate" hreflang="de" href="https://shop.test/de/faq/">',
      '<link rel="alternate" hreflang="x-default" href="https://shop.test/faq/">',
    ]);
  });

  it('when it names translated alternates, then each language links its own path', () => {
    const head = {
      title: 'Herren',
      canonicalPath: '/herren/',
      alternates: { 'en-US': '/men/', 'de-AT': '/herren/' },
    };
    expect(links(renderHead(head, 'de-AT', 'https://shop.test', 'Shop'))).toEqual([
      '<link rel="canonical" href="https://shop.test/de/herren/">',
      '<link rel="alternate" hreflang="en" href="https://shop.test/men/">',
      '<link rel="alternate" hreflang="de" href="https://shop.test/de/herren/">',
      '<link rel="alternate" hreflang="x-default" href="https://shop.test/men/">',
    ]);
  });

  it('when an alternate is missing for a language, then that language falls back to the canonical path', () => {
    const head = { title: 'Men', canonicalPath: '/men/', alternates: { 'en-US': '/men/' } };
    expect(renderHead(head, 'en-US', 'https://shop.test', 'Shop')).toContain(
      '<link rel="alternate" hreflang="de" href="https://shop.test/de/men/">',
    );
  });

  it('when the canonical carries a page query, then every language links the same page of its own path', () => {
    const head = {
      title: 'Men',
      canonicalPath: '/men/?page=2',
      alternates: { 'en-US': '/men/', 'de-AT': '/herren/' },
    };
    expect(links(renderHead(head, 'en-US', 'https://shop.test', 'Shop'))).toEqual([
      '<link rel="canonical" href="https://shop.test/men/?page=2">',
      '<link rel="alternate" hreflang="en" href="https://shop.test/men/?page=2">',
      '<link rel="alternate" hreflang="de" href="https://shop.test/de/herren/?page=2">',
      '<link rel="alternate" hreflang="x-default" href="https://shop.test/men/?page=2">',
    ]);
  });
});
