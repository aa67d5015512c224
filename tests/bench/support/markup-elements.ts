import { createElement, type ReactNode } from 'react';
import { parseFragment } from 'parse5';
import type { DefaultTreeAdapterMap } from 'parse5';

type Node = DefaultTreeAdapterMap['childNode'];

/** Attributes whose presence is their value: React takes `true` for them. */
const BOOLEAN = new Set([
  'hidden',
  'disabled',
  'multiple',
  'required',
  'readonly',
  'open',
  'defer',
  'async',
  'novalidate',
  'autofocus',
  'inert',
  'itemscope',
  'playsinline',
]);

/** HTML attribute names React spells otherwise. */
const PROP_NAMES: Readonly<Record<string, string>> = {
  class: 'className',
  for: 'htmlFor',
  tabindex: 'tabIndex',
  readonly: 'readOnly',
  maxlength: 'maxLength',
  autocomplete: 'autoComplete',
  inputmode: 'inputMode',
  enterkeyhint: 'enterKeyHint',
  srcset: 'srcSet',
  fetchpriority: 'fetchPriority',
  crossorigin: 'crossOrigin',
  'accept-charset': 'acceptCharset',
  'http-equiv': 'httpEquiv',
};

function styleObject(css: string): Record<string, string> {
  const style: Record<string, string> = {};
  for (const declaration of css.split(';')) {
    const at = declaration.indexOf(':');
    if (at < 0) continue;
    const name = declaration.slice(0, at).trim();
    const prop = name.startsWith('--') ? name : name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
    style[prop] = declaration.slice(at + 1).trim();
  }
  return style;
}

function toElement(node: Node, key: number): ReactNode {
  if (node.nodeName === '#text') return (node as DefaultTreeAdapterMap['textNode']).value;
  if (node.nodeName === '#comment') return null;
  const element = node as DefaultTreeAdapterMap['element'];
  const props: Record<string, unknown> = { key };
  for (const { name, value } of element.attrs) {
    if (name === 'style') props.style = styleObject(value);
    else if (name === 'value' || name === 'checked' || name === 'selected')
      props[name === 'value' ? 'defaultValue' : name === 'checked' ? 'defaultChecked' : 'selected'] =
        name === 'value' ? value : true;
    else props[PROP_NAMES[name] ?? name] = BOOLEAN.has(name) ? true : value;
  }
  const content = element.nodeName === 'template' ? [] : element.childNodes;
  const children = content.map(toElement).filter((child) => child !== null);
  return createElement(element.tagName, props, ...(children.length > 0 ? children : []));
}

/**
 * The markup of a server render as plain React elements, without any component: the floor that any
 * component tree producing this markup costs `renderToString` (the storefront benchmark's bare render).
 */
export function markupAsElements(html: string): ReactNode[] {
  return parseFragment(html).childNodes.map(toElement);
}
