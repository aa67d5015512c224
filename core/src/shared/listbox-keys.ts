/**
 * Which option of a single-select listbox a key moves to (the WAI-ARIA listbox pattern): arrows one
 * step (stopping at the ends), Home and End the first and last, a printable character the next option
 * whose label starts with it (type-ahead, wrapping round). Answers the index, or `null` when the key
 * does not move (the caller lets it through). `labels` are the options' visible labels, in order.
 */
export function listboxKeyTarget(key: string, active: number, labels: readonly string[]): number | null {
  const count = labels.length;
  if (count === 0) return null;
  const current = Math.min(Math.max(active, 0), count - 1);
  switch (key) {
    case 'ArrowDown':
      return Math.min(current + 1, count - 1);
    case 'ArrowUp':
      return Math.max(current - 1, 0);
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      break;
  }
  // A space selects rather than searches; no trimmed label starts with one anyway.
  if ([...key].length !== 1) return null;
  const letter = key.toLocaleLowerCase();
  for (let step = 1; step <= count; step++) {
    const index = (current + step) % count;
    if ((labels[index] ?? '').trim().toLocaleLowerCase().startsWith(letter)) return index;
  }
  return null;
}
