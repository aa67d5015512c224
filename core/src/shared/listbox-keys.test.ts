import { describe, expect, it } from 'vitest';
import { listboxKeyTarget } from './listbox-keys.js';

const LABELS = ['Favourites', 'Newest', 'Price: low to high', 'Price: high to low', 'Biggest discount'];

describe('given a listbox of five options with the second active', () => {
  it('when an arrow is pressed, then it moves one step and stops at the ends', () => {
    expect(listboxKeyTarget('ArrowDown', 1, LABELS)).toBe(2);
    expect(listboxKeyTarget('ArrowUp', 1, LABELS)).toBe(0);
    expect(listboxKeyTarget('ArrowUp', 0, LABELS)).toBe(0);
    expect(listboxKeyTarget('ArrowDown', 4, LABELS)).toBe(4);
  });

  it('when Home or End is pressed, then it goes to the first or the last option', () => {
    expect(listboxKeyTarget('Home', 3, LABELS)).toBe(0);
    expect(listboxKeyTarget('End', 1, LABELS)).toBe(4);
  });

  it('when a letter is typed, then the next option starting with it is chosen, wrapping round', () => {
    expect(listboxKeyTarget('p', 1, LABELS)).toBe(2);
    expect(listboxKeyTarget('P', 2, LABELS)).toBe(3);
    expect(listboxKeyTarget('p', 3, LABELS)).toBe(2);
    expect(listboxKeyTarget('f', 4, LABELS)).toBe(0);
  });

  it('when the active index lies beyond the options, then it counts as the last', () => {
    expect(listboxKeyTarget('ArrowUp', 9, LABELS)).toBe(3);
    expect(listboxKeyTarget('ArrowDown', -3, LABELS)).toBe(1);
  });

  it('when a named key spells a label’s start, then it still does not search', () => {
    expect(listboxKeyTarget('Enter', 0, ['Newest', 'Enterprise'])).toBeNull();
  });

  it('when the letter of the active option alone is typed, then it stays there; labels are read trimmed', () => {
    expect(listboxKeyTarget('n', 1, LABELS)).toBe(1);
    expect(listboxKeyTarget('b', 0, ['  apple', '  banana'])).toBe(1);
  });

  it('when another key is pressed or no option matches, then nothing moves', () => {
    expect(listboxKeyTarget('Tab', 1, LABELS)).toBeNull();
    expect(listboxKeyTarget(' ', 1, LABELS)).toBeNull();
    expect(listboxKeyTarget('z', 1, LABELS)).toBeNull();
    expect(listboxKeyTarget('ArrowDown', 0, [])).toBeNull();
  });
});
