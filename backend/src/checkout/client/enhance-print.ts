/**
 * Shows the invoice's print button, which only a script can work, and hides the hint that tells a
 * shopper without it to use the browser's print function.
 */
export function enhancePrintButtons(doc: Document): void {
  for (const button of doc.querySelectorAll<HTMLButtonElement>('[data-print]')) {
    button.hidden = false;
    button.addEventListener('click', () => doc.defaultView?.print());
    button.parentElement?.querySelector('.co-print-hint')?.setAttribute('hidden', '');
  }
}
