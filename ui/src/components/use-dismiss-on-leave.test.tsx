import { useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clickLikeSafari } from '../testing/safari-focus';
import { useDismissOnLeave } from './use-dismiss-on-leave';

function Popup({ pressOutside = false }: { pressOutside?: boolean }) {
  const [open, setOpen] = useState(true);
  const ref = useRef<HTMLDivElement>(null);
  useDismissOnLeave(ref, open, () => setOpen(false), { dialog: pressOutside });
  return (
    <>
      <div ref={ref} role="dialog" aria-label="Popup" hidden={!open}>
        <a href="#first">First</a>
        <button type="button">Inside</button>
        <input aria-label="Note" />
      </div>
      <button type="button">Outside</button>
    </>
  );
}

/** Renders the popup, open, and answers its element. */
function renderPopup(pressOutside = false): HTMLElement {
  render(<Popup pressOutside={pressOutside} />);
  return screen.getByRole('dialog', { name: 'Popup' });
}

describe('useDismissOnLeave', () => {
  it('given the focus put inside by a click, when the element blurs to nothing without a press, then it leaves', async () => {
    const popup = renderPopup();
    await userEvent.click(screen.getByRole('textbox', { name: 'Note' }));

    await act(async () => screen.getByRole('textbox', { name: 'Note' }).blur());

    expect(popup).not.toBeVisible();
  });

  it('given the focus in a field inside, when the shopper switches to another window and back, then it stays, and a later Tab out leaves', async () => {
    const popup = renderPopup();
    const note = screen.getByRole('textbox', { name: 'Note' });
    await userEvent.click(note);

    // A window switch: the element blurs towards nothing, yet stays the document's focused element.
    await act(async () => {
      note.dispatchEvent(new FocusEvent('focusout', { bubbles: true, relatedTarget: null }));
    });
    expect(document.activeElement).toBe(note);
    expect(popup).toBeVisible();
    await act(async () => {
      note.dispatchEvent(new FocusEvent('focusin', { bubbles: true, relatedTarget: null }));
    });
    expect(popup).toBeVisible();

    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Outside' })).toHaveFocus();
    expect(popup).not.toBeVisible();
  });

  it('given the focus on a button inside, when the button is taken out of the page (Chromium blurs it first), then it stays', async () => {
    const popup = renderPopup();
    const inside = screen.getByRole('button', { name: 'Inside' });
    act(() => inside.focus());

    await act(async () => {
      inside.dispatchEvent(new FocusEvent('focusout', { bubbles: true, relatedTarget: null }));
      inside.remove();
    });

    expect(popup).toBeVisible();
  });

  it('given the focus inside, when Tab moves it to an element outside, then it leaves', async () => {
    const popup = renderPopup();
    act(() => screen.getByRole('textbox', { name: 'Note' }).focus());

    await userEvent.tab();

    expect(screen.getByRole('button', { name: 'Outside' })).toHaveFocus();
    expect(popup).not.toBeVisible();
  });

  it('given the focus dropped by a press on a button inside, when the focus moves to an element outside, then it leaves', async () => {
    const popup = renderPopup();
    act(() => screen.getByRole('link', { name: 'First' }).focus());
    await clickLikeSafari(screen.getByRole('button', { name: 'Inside' }));
    expect(document.activeElement).toBe(document.body);
    expect(popup).toBeVisible();

    act(() => screen.getByRole('button', { name: 'Outside' }).focus());

    expect(popup).not.toBeVisible();
  });

  it('given the focus dropped by a press on a button inside, when the focus comes back inside, then it stays', async () => {
    const popup = renderPopup();
    act(() => screen.getByRole('link', { name: 'First' }).focus());
    await clickLikeSafari(screen.getByRole('button', { name: 'Inside' }));

    await userEvent.click(screen.getByRole('textbox', { name: 'Note' }));

    expect(popup).toBeVisible();
  });

  it('given the focus dropped by a press on a button inside, when a press lands outside, then it leaves', async () => {
    const popup = renderPopup();
    act(() => screen.getByRole('link', { name: 'First' }).focus());
    await clickLikeSafari(screen.getByRole('button', { name: 'Inside' }));

    await userEvent.click(document.body);

    expect(popup).not.toBeVisible();
  });

  it('given the focus dropped by a press on a button inside, when Escape is pressed, then it leaves', async () => {
    const popup = renderPopup();
    act(() => screen.getByRole('link', { name: 'First' }).focus());
    await clickLikeSafari(screen.getByRole('button', { name: 'Inside' }));

    await userEvent.keyboard('{Escape}');

    expect(popup).not.toBeVisible();
  });

  it('given the focus elsewhere, when a press lands outside, then it leaves only when presses outside count', async () => {
    const hovered = renderPopup();
    await userEvent.click(document.body);
    expect(hovered).toBeVisible();
    cleanup();

    const pinned = renderPopup(true);
    await userEvent.click(document.body);
    expect(pinned).not.toBeVisible();
  });
});
