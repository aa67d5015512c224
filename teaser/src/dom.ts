/** Attributes, event handlers and properties of an element made by `h`. */
export interface Props {
  readonly [name: string]: string | number | boolean | null | undefined | EventListener;
}

type Child = Node | string | null | undefined | false;

/**
 * Makes an element: string props become attributes (`false`, `null` and `undefined` leave them out,
 * `true` sets them empty), `on…` functions become listeners. Texts are always text nodes, so nothing
 * the API sends is ever read as markup.
 */
export function h(tag: string, props: Props = {}, ...children: Child[]): HTMLElement {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(props)) {
    if (typeof value === 'function') element.addEventListener(name.slice(2).toLowerCase(), value);
    else if (value === true) element.setAttribute(name, '');
    else if (value !== false && value !== null && value !== undefined)
      element.setAttribute(name, String(value));
  }
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    element.append(child);
  }
  return element;
}

const SVG = 'http://www.w3.org/2000/svg';

/** The heart's outline (filled by CSS when pressed); decoration only, the button carries the name. */
export function heartIcon(): SVGElement {
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('focusable', 'false');
  const path = document.createElementNS(SVG, 'path');
  path.setAttribute(
    'd',
    'M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.6 4.5c2.1 0 3.9 1.2 5.4 3.1 1.5-1.9 3.3-3.1 5.4-3.1 3.6 0 5.7 3.9 4.2 7.3C19.5 16.4 12 21 12 21z',
  );
  svg.append(path);
  return svg;
}
