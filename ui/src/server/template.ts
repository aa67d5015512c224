/**
 * Moves the build's stylesheet links to the top of the head, before everything the page adds there:
 * the stylesheet is the one file that holds back the first paint, so it is requested first, not after
 * the scripts the build lists before it.
 */
export function stylesFirst(template: string): string {
  const styles: string[] = [];
  const rest = template.replace(/[ \t]*<link rel="stylesheet"[^>]*>\n?/g, (link) => {
    styles.push(link.trim());
    return '';
  });
  if (styles.length === 0 || !rest.includes('<!--app-head-->')) return template;
  return rest.replace('<!--app-head-->', () => `${styles.join('\n    ')}\n    <!--app-head-->`);
}
