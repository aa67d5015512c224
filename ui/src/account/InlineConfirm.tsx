import type { ReactNode } from 'react';

/** A question asked in place before a deletion, with its answers (the buttons) below it. */
export function InlineConfirm({
  id,
  question,
  children,
}: {
  id: string;
  question: string;
  children: ReactNode;
}) {
  return (
    <div className="confirm-inline" role="group" aria-labelledby={id}>
      <p id={id} className="confirm-inline__question">
        {question}
      </p>
      <div className="confirm-inline__actions">{children}</div>
    </div>
  );
}
