import { useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useFocusTrap } from './use-focus-trap';

function Dialog() {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  useFocusTrap(ref, open, () => setOpen(false));
  return (
    <div>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open ? (
        <div ref={ref} role="dialog" aria-label="Dialog">
          <button type="button" onClick={() => setOpen(false)}>
            Close
          </button>
        </div>
      ) : null}
    </div>
  );
}

/** A popup the shop opens by itself: it does not take the focus from the button pressed. */
function Announcement() {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  useFocusTrap(ref, open, () => setOpen(false), { dialog: false });
  return (
    <div>
      <button type="button" onClick={() => setOpen(true)}>
        Add
      </button>
      {open ? (
        <div ref={ref} role="dialog" aria-label="Added">
          <button type="button">Checkout</button>
        </div>
      ) : null}
    </div>
  );
}

describe('useFocusTrap', () => {
  it('given a popup that did not take the focus, when Escape is pressed on the page, then it closes', async () => {
    render(<Announcement />);
    const add = screen.getByRole('button', { name: 'Add' });
    await userEvent.click(add);
    expect(screen.getByRole('dialog', { name: 'Added' })).toBeInTheDocument();
    expect(document.activeElement).toBe(add);

    await userEvent.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.activeElement).toBe(add);
  });

  it('given an open dialog, when it closes, then the focus returns to its opener without scrolling the page', async () => {
    render(<Dialog />);
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    await userEvent.click(opener);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));

    const focus = vi.spyOn(opener, 'focus');
    await userEvent.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(focus).toHaveBeenCalledWith({ preventScroll: true });
    expect(document.activeElement).toBe(opener);
  });
});
