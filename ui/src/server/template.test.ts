// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { lowPriority, stylesFirst } from './template';

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
    expect(html).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/a-1.js" fetchpriority="low">',
    );
  });

  it('sends the scripts after the page, at a low fetch priority: the first paint waits on none of them', () => {
    const html = stylesFirst(BUILT);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toContain('.js');
    expect(html.indexOf('<!--app-boot-->')).toBeLessThan(html.indexOf('index-1.js'));
    expect(html.indexOf('index-1.js')).toBeLessThan(html.indexOf('a-1.js'));
    expect(html).toContain(
      '<script type="module" crossorigin src="/assets/index-1.js" fetchpriority="low"></script>',
    );
    expect(html.indexOf('a-1.js')).toBeLessThan(html.indexOf('</body>'));
  });

  it('keeps a priority the build names', () => {
    expect(lowPriority('<link rel="modulepreload" href="/a.js" fetchpriority="high">')).toBe(
      '<link rel="modulepreload" href="/a.js" fetchpriority="high">',
    );
  });

  it('leaves a template without stylesheets as it is', () => {
    const plain = '<head><!--app-head--></head>';
    expect(stylesFirst(plain)).toBe(plain);
  });
});
