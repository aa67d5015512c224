/**
 * The order of the built page template for a first paint that waits on nothing but the stylesheet:
 * the build's stylesheet links move to the top of the head, before everything the page adds there
 * (the stylesheet is the one file that holds back the first paint), and its entry script and module
 * preloads move to the end of the body with a low fetch priority, so that they never compete with the
 * stylesheet, fonts and pictures of the first paint (the server's HTML is complete without them;
 * they only make it interactive).
 */
export function stylesFirst(template: string): string {
  const styles: string[] = [];
  const scripts: string[] = [];
  let rest = template.replace(/[ \t]*<link rel="stylesheet"[^>]*>\n?/g, (link) => {
    styles.push(link.trim());
    return '';
  });
  if (styles.length === 0 || !rest.includes('<!--app-head-->')) return template;
  if (rest.includes('</body>')) {
    rest = rest.replace(
      /[ \t]*(<script type="module"[^>]*\bsrc="[^"]*"[^>]*><\/script>|<link rel="modulepreload"[^>]*>)\n?/g,
      (tag: string) => {
        scripts.push(lowPriority(tag.trim()));
        return '';
      },
    );
    rest = rest.replace('</body>', () => `${scripts.map((s) => `  ${s}\n`).join('')}  </body>`);
  }
  return rest.replace('<!--app-head-->', () => `${styles.join('\n    ')}\n    <!--app-head-->`);
}

/** A script or module preload tag with `fetchpriority="low"`, unless it names a priority already. */
export function lowPriority(tag: string): string {
  return /\sfetchpriority=/.test(tag)
    ? tag
    : tag.replace(/^(<(?:script|link)\b[^>]*)>/, '$1 fetchpriority="low">');
}
