import { SCRIPT_LOADER, modulesElement } from './script-loader';

/**
 * The order of the built page template for a first paint that waits on nothing but the stylesheet:
 * the build's stylesheet links move to the top of the head, before everything the page adds there
 * (the stylesheet is the one file that holds back the first paint), and its module scripts and
 * preloads leave the markup: the end of the body names them as inert JSON beside the loader that asks
 * for them once the page has loaded and painted (script-loader.ts).
 */
export function stylesFirst(template: string): string {
  const styles: string[] = [];
  const scripts: string[] = [];
  const preload: string[] = [];
  let rest = template.replace(/[ \t]*<link rel="stylesheet"[^>]*>\n?/g, (link) => {
    styles.push(link.trim());
    return '';
  });
  if (styles.length === 0 || !rest.includes('<!--app-head-->')) return template;
  if (rest.includes('</body>')) {
    rest = rest.replace(
      /[ \t]*(<script type="module"[^>]*\bsrc="([^"]*)"[^>]*><\/script>|<link rel="modulepreload"[^>]*\bhref="([^"]*)"[^>]*>)\n?/g,
      (_tag: string, _whole: string, src: string | undefined, href: string | undefined) => {
        if (src !== undefined) scripts.push(src);
        if (href !== undefined) preload.push(href);
        return '';
      },
    );
    const tail = `${modulesElement('shop-scripts', { scripts, preload })}\n    <script>${SCRIPT_LOADER}</script>`;
    rest = rest.replace('</body>', () => `  ${tail}\n  </body>`);
  }
  return rest.replace('<!--app-head-->', () => `${styles.join('\n    ')}\n    <!--app-head-->`);
}
