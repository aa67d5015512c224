import type { RawBlock } from './schemas/content.js';

const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text as HTML: the five characters that could start markup or end an attribute are escaped. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

/**
 * An article body as HTML. The API sends structured blocks (heading, paragraph, list) of plain text;
 * the core's entities carry HTML, so the blocks are rendered here with every text escaped. Kinds of
 * block this adapter does not know are left out.
 */
export function blocksToHtml(blocks: readonly RawBlock[]): string {
  return blocks
    .map((block) => {
      if (block.type === 'heading' && 'text' in block) return `<h2>${escapeHtml(block.text)}</h2>`;
      if (block.type === 'paragraph' && 'text' in block) return `<p>${escapeHtml(block.text)}</p>`;
      if (block.type === 'list' && 'items' in block) {
        return `<ul>${block.items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;
      }
      return '';
    })
    .join('');
}

/** A plain-text answer as HTML paragraphs, one per blank-line-separated part. */
export function textToHtml(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((part) => `<p>${escapeHtml(part)}</p>`)
    .join('');
}
