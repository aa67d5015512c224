/**
 * Content bodies (articles, static pages, FAQ answers) reach the core as HTML strings. The storefront
 * never hands such a string to the DOM as markup: it reads it into a small tree of allowed elements
 * and text, and React renders that tree, escaping every text. Whatever the string holds, the page
 * gets at most these elements, no attributes but a checked `href`, and no scripts.
 */

import { isAppPath } from '@fanshop/core/navigation';

/** The elements a content body may use. */
export type RichTag =
  'p' | 'h2' | 'h3' | 'h4' | 'ul' | 'ol' | 'li' | 'strong' | 'em' | 'br' | 'a' | 'blockquote';

/** One node of a content body: text, or an allowed element with its children. */
export type RichNode =
  | { readonly type: 'text'; readonly text: string }
  | {
      readonly type: 'element';
      readonly tag: RichTag;
      /** Always on `a` and only there: an app path (`/…`) or an `http(s)` URL. */
      readonly href?: string;
      readonly children: readonly RichNode[];
    };

/**
 * Source tags mapped to what they become. The page's title is its only `h1`, so body headings start
 * at `h2`; `b` and `i` read as `strong` and `em`.
 */
const TAGS: Readonly<Record<string, RichTag>> = {
  p: 'p',
  h1: 'h2',
  h2: 'h2',
  h3: 'h3',
  h4: 'h4',
  h5: 'h4',
  h6: 'h4',
  ul: 'ul',
  ol: 'ol',
  li: 'li',
  strong: 'strong',
  b: 'strong',
  em: 'em',
  i: 'em',
  br: 'br',
  a: 'a',
  blockquote: 'blockquote',
};

/** Elements whose content is never text for the reader: dropped with everything inside. */
const DROPPED = new Set([
  'script',
  'style',
  'template',
  'noscript',
  'iframe',
  'object',
  'textarea',
  'title',
  'svg',
  'math',
]);

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  euro: '€',
  shy: '\u00ad',
};

/** Replaces character references with their characters; unknown or invalid ones stay as written. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      const valid =
        Number.isInteger(code) && code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff);
      return valid ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[ref.toLowerCase()] ?? whole;
  });
}

/** A link target the shop follows: an app path, or an `http(s)` URL. Anything else (`javascript:`…) is not a link. */
function safeHref(raw: string | undefined): string | undefined {
  if (raw === undefined) return undefined;
  const href = decodeEntities(raw).trim();
  // Browsers skip control characters inside a URL; a target holding any is not trusted at all.
  if ([...href].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) return undefined;
  if (isAppPath(href)) return href;
  if (/^https?:\/\/[^/\\]/i.test(href)) return href;
  return undefined;
}

function hrefOf(attributes: string): string | undefined {
  const match = /(?:^|\s)href\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/i.exec(attributes);
  return match ? (match[1] ?? match[2] ?? match[3]) : undefined;
}

interface OpenElement {
  readonly tag: RichTag;
  readonly href?: string;
  readonly children: RichNode[];
}

const TOKEN = /<!--[\s\S]*?(?:-->|$)|<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;

/** Builds the tree while the tokens are read: a stack of open elements under a root. */
class TreeBuilder {
  private readonly root: RichNode[] = [];
  private readonly open: OpenElement[] = [];

  /** The children of the innermost open element. */
  private get current(): RichNode[] {
    return this.open.at(-1)?.children ?? this.root;
  }

  get innermost(): RichTag | undefined {
    return this.open.at(-1)?.tag;
  }

  text(text: string): void {
    if (text === '') return;
    const into = this.current;
    const previous = into.at(-1);
    if (previous?.type === 'text') into[into.length - 1] = { type: 'text', text: previous.text + text };
    else into.push({ type: 'text', text });
  }

  leaf(tag: RichTag): void {
    this.current.push({ type: 'element', tag, children: [] });
  }

  start(tag: RichTag, href: string | undefined): void {
    this.open.push({ tag, ...(href !== undefined ? { href } : {}), children: [] });
  }

  /** Closes the innermost open `tag` and everything opened inside it; a stray end tag is ignored. */
  end(tag: RichTag): void {
    const at = this.open.map((e) => e.tag).lastIndexOf(tag);
    if (at < 0) return;
    while (this.open.length > at) this.closeInnermost();
  }

  finish(): RichNode[] {
    while (this.open.length > 0) this.closeInnermost();
    return this.root;
  }

  private closeInnermost(): void {
    const element = this.open.pop();
    if (!element) return;
    this.current.push({
      type: 'element',
      tag: element.tag,
      ...(element.href !== undefined ? { href: element.href } : {}),
      children: element.children,
    });
  }
}

/**
 * Reads a content body into allowed elements and text. Unknown elements are unwrapped (their text
 * stays), scripts, styles and the like are dropped with their content, comments vanish, and stray
 * closing tags are ignored. A `<` that opens no tag is text.
 */
export function parseRichText(html: string): RichNode[] {
  const tree = new TreeBuilder();
  let dropping: string | null = null;
  let last = 0;
  for (const match of html.matchAll(TOKEN)) {
    if (dropping === null) tree.text(decodeEntities(html.slice(last, match.index)));
    last = match.index + match[0].length;
    const name = match[2]?.toLowerCase();
    if (name === undefined) continue; // a comment
    const closing = match[1] === '/';
    const attributes = match[3] ?? '';
    if (dropping !== null) {
      if (closing && name === dropping) dropping = null;
      continue;
    }
    if (DROPPED.has(name)) {
      if (!closing && !/\/\s*$/.test(attributes)) dropping = name;
      continue;
    }
    const tag = TAGS[name];
    if (tag === undefined) continue;
    if (closing) tree.end(tag);
    else if (tag === 'br') tree.leaf('br');
    else {
      // A new paragraph or list item ends an open one, as HTML's optional end tags do.
      if ((tag === 'p' || tag === 'li') && tree.innermost === tag) tree.end(tag);
      const href = tag === 'a' ? safeHref(hrefOf(attributes)) : undefined;
      // A link to nowhere safe is just its text.
      if (tag !== 'a' || href !== undefined) tree.start(tag, href);
    }
  }
  if (dropping === null) tree.text(decodeEntities(html.slice(last)));
  return tree.finish();
}

/** The text of a content body without any markup, e.g. for a JSON-LD answer or a meta description. */
export function richTextToPlain(nodes: readonly RichNode[]): string {
  const parts: string[] = [];
  const walk = (list: readonly RichNode[]) => {
    for (const node of list) {
      if (node.type === 'text') parts.push(node.text);
      else {
        walk(node.children);
        if (node.tag !== 'strong' && node.tag !== 'em' && node.tag !== 'a') parts.push(' ');
      }
    }
  };
  walk(nodes);
  return parts.join('').replace(/\s+/g, ' ').trim();
}

/** The start of a content body as plain text, cut at a word near `max` characters, for a meta description. */
export function plainSummary(html: string, max = 160): string {
  const text = richTextToPlain(parseRichText(html));
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
