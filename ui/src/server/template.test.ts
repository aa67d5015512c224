// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { stylesFirst } from './template';

const BUILT = `<head>
    <meta charset="utf-8" />
    <!--app-head-->
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/a-1.js">
    <link rel="stylesheet" crossorigin href="/assets/index-1.css">
  </head>`;

describe('the page template', () => {
  it('asks for the stylesheet before the head tags and scripts', () => {
    const html = stylesFirst(BUILT);
    expect(html.indexOf('index-1.css')).toBeLessThan(html.indexOf('<!--app-head-->'));
    expect(html.indexOf('<!--app-head-->')).toBeLessThan(html.indexOf('index-1.js'));
    expect(html.match(/rel="stylesheet"/g)).toHaveLength(1);
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/a-1.js">');
  });

  it('leaves a template without stylesheets as it is', () => {
    const plain = '<head><!--app-head--></head>';
    expect(stylesFirst(plain)).toBe(plain);
  });
});
