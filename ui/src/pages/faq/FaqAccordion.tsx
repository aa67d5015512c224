import { useRef, useState, type KeyboardEvent } from 'react';
import type { FaqEntry } from '@fanshop/core/content';
import { RichText } from '../../content/RichText';

/**
 * The questions of an FAQ topic as disclosures (WAI-ARIA accordion pattern): each question is a button
 * with `aria-expanded` that shows or hides its answer; Enter and Space toggle (native buttons), Arrow
 * Down and Up move between questions, Home and End go to the first and last. Several may be open.
 */
export function FaqAccordion({ entries }: { entries: readonly FaqEntry[] }) {
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set());
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const toggle = (index: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(index)) next.delete(index);
      else next.add(index);
      return next;
    });

  const moveFocus = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const target = focusTarget(event.key, index, entries.length);
    if (target === null) return;
    event.preventDefault();
    buttons.current[target]?.focus();
  };

  return (
    <div className="faq-list">
      {entries.map((entry, index) => {
        const expanded = open.has(index);
        const questionId = `faq-question-${index + 1}`;
        const answerId = `faq-answer-${index + 1}`;
        return (
          <div key={questionId} className={`faq-item${expanded ? ' faq-item--open' : ''}`}>
            <h2 className="faq-item__heading">
              <button
                ref={(element) => {
                  buttons.current[index] = element;
                }}
                type="button"
                id={questionId}
                className="faq-item__question"
                aria-expanded={expanded}
                aria-controls={answerId}
                onClick={() => toggle(index)}
                onKeyDown={(event) => moveFocus(event, index)}
              >
                <span>{entry.question}</span>
                <span className="faq-item__icon" aria-hidden="true" />
              </button>
            </h2>
            <div
              id={answerId}
              role="region"
              aria-labelledby={questionId}
              className="faq-item__answer"
              hidden={!expanded}
            >
              <RichText html={entry.answerHtml} className="prose" />
            </div>
          </div>
        );
      })}
    </div>
  );
}

/** Where a key moves the focus among `count` questions (wrapping), or `null` for other keys. */
function focusTarget(key: string, index: number, count: number): number | null {
  switch (key) {
    case 'ArrowDown':
      return (index + 1) % count;
    case 'ArrowUp':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
