import type { FaqDetail } from '@fanshop/core/content';
import { CONTEXT } from './json-ld';
import { parseRichText, richTextToPlain } from './rich-text';

// Apart from json-ld.ts: only this one reads rich text, and the listing's head, which uses the rest,
// would load the rich-text reader with it.
/** An FAQ topic's questions and answers as `FAQPage`; answers as plain text. */
export function faqJsonLd(detail: FaqDetail): object {
  return {
    '@context': CONTEXT,
    '@type': 'FAQPage',
    mainEntity: detail.entries.map((entry) => ({
      '@type': 'Question',
      name: entry.question,
      acceptedAnswer: { '@type': 'Answer', text: richTextToPlain(parseRichText(entry.answerHtml)) },
    })),
  };
}
