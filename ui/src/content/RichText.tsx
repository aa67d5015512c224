import { createElement, Fragment, useMemo, type ReactNode } from 'react';
import { ShopLink } from '../components/ShopLink';
import { parseRichText, type RichNode } from './rich-text';

/**
 * A content body from the API (article, static page, FAQ answer), rendered as React elements from the
 * allowed tree of `parseRichText`: never as raw markup.
 */
export function RichText({ html, className }: { html: string; className?: string }) {
  const nodes = useMemo(() => parseRichText(html), [html]);
  return <div className={className}>{renderNodes(nodes)}</div>;
}

function renderNodes(nodes: readonly RichNode[]): ReactNode[] {
  return nodes.map((node, index) => renderNode(node, index));
}

function renderNode(node: RichNode, key: number): ReactNode {
  if (node.type === 'text') return <Fragment key={key}>{node.text}</Fragment>;
  if (node.tag === 'br') return <br key={key} />;
  if (node.tag === 'a' && node.href !== undefined) {
    return (
      <ShopLink key={key} href={node.href}>
        {renderNodes(node.children)}
      </ShopLink>
    );
  }
  return createElement(node.tag, { key }, ...renderNodes(node.children));
}
