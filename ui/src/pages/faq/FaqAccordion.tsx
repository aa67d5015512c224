import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { FaqEntry } from '@fanshop/core/content';
import { RichText } from '../../content/RichText';
import { anchorOfHash, faqAnchors } from '../../content/faq-anchor';

/**
 * The questions of an FAQ topic as disclosures (WAI-ARIA accordion pattern): each question is a button
 * with `aria-expanded` that shows or hides its answer; Enter and Space toggle (native buttons), Arrow
 * Down and Up move between questions, Home and End go to the first and last. Several may be open.
 *
 * Each question has an anchor (`faqAnchors`), which the FAQ overview links to: the question the
 * address names (`#how-much-is-shipping`) opens, takes the focus and scrolls into view, on arrival and
 * whenever the hash changes. The server never sees the hash, so it renders every answer closed and the
 * browser opens the named one after hydration; the browser has already scrolled to its anchor by then.
 */
export function FaqAccordion({ entries }: { entries: readonly FaqEntry[] }) {
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set());
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const items = useRef<(HTMLDivElement | null)[]>([]);
  const anchors = useMemo(() => faqAnchors(entries.map((entry) => entry.question)), [entries]);

  useEffect(() => {
    const openNamed = () => {
      const index = anchors.indexOf(anchorOfHash(window.location.hash));
      if (index < 0) return;
      setOpen((current) => (current.has(index) ? current : new Set(current).add(index)));
      buttons.current[index]?.focus({ preventScroll: true });
      items.current[index]?.scrollIntoView?.({ block: 'start' });
    };
    openNamed();
    window.addEventListener('hashchange', openNamed);
    return () => window.removeEventListener('hashchange', openNamed);
  }, [anchors]);

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
          <div
            key={questionId}
            id={anchors[index]}
            ref={(element) => {
              items.current[index] = element;
            }}
            className={`faq-item${expanded ? ' faq-item--open' : ''}`}
          >
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
