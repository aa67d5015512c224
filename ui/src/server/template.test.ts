// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { SCRIPT_LOADER, SCRIPT_LOADER_HASH } from './script-loader';
import { stylesFirst } from './template';

const BUILT = `<head>
    <meta charset="utf-8" />
    <!--app-head-->
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/a-1.js">
    <link rel="stylesheet" crossorigin href="/assets/index-1.css">
  </head>
  <body>
    <div id="root"><!--app-html--></div>
    <!--app-boot-->
  </body>`;

describe('the page template', () => {
  it('asks for the stylesheet before the head tags and scripts', () => {
    const html = stylesFirst(BUILT);
    expect(html.indexOf('index-1.css')).toBeLessThan(html.indexOf('<!--app-head-->'));
    expect(html.indexOf('<!--app-head-->')).toBeLessThan(html.indexOf('index-1.js'));
    expect(html.match(/rel="stylesheet"/g)).toHaveLength(1);
  });

  it('names the scripts after the page as inert JSON for the loader, so the first paint waits on none', () => {
    const html = stylesFirst(BUILT);
    expect(html).not.toMatch(/<script type="module"|rel="modulepreload"/);
    const named = /<script id="shop-scripts" type="application\/json">(.*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(named ?? '')).toEqual({ scripts: ['/assets/index-1.js'], preload: ['/assets/a-1.js'] });
    expect(html.indexOf('<!--app-boot-->')).toBeLessThan(html.indexOf('shop-scripts'));
    expect(html).toContain(`<script>${SCRIPT_LOADER}</script>`);
    expect(html.indexOf(SCRIPT_LOADER)).toBeLessThan(html.indexOf('</body>'));
  });

  it('allows the loader by the hash of its text, the one inline script of a page', () => {
    const hash = createHash('sha256').update(SCRIPT_LOADER).digest('base64');
    expect(SCRIPT_LOADER_HASH).toBe(`'sha256-${hash}'`);
    const inline = [...stylesFirst(BUILT).matchAll(/<script>(.*?)<\/script>/g)].map((m) => m[1]);
    expect(inline).toEqual([SCRIPT_LOADER]);
  });

  it('leaves a template without stylesheets as it is', () => {
    const plain = '<head><!--app-head--></head>';
    expect(stylesFirst(plain)).toBe(plain);
  });
});
