/**
 * The size filter's values by the scale they are measured on. A listing of shirts and boots offers
 * "M" beside "42", and a glove's "8" beside a ball's "5" says nothing without its scale, so the
 * filter shows each scale as a group of its own.
 */
import type { FilterValue } from './filter.js';

/**
 * The size scales the API names in a size value's `type` (docs/api-catalogue.md), in the order the
 * filter shows their groups: clothing first, since most of the shop is worn.
 */
export const SIZE_SCALES = ['clothing', 'kids', 'shoe', 'glove', 'ball', 'ski', 'onesize'] as const;

/** One of the known size scales. */
export type SizeScale = (typeof SIZE_SCALES)[number];

/** True for a scale this frontend knows how to name. */
export function isSizeScale(value: unknown): value is SizeScale {
  return typeof value === 'string' && (SIZE_SCALES as readonly string[]).includes(value);
}

/** Sizes of one scale, in the order the API lists them; `scale` is `null` for values of no known scale. */
export interface SizeGroup {
  readonly scale: SizeScale | null;
  readonly values: readonly FilterValue[];
}

/**
 * The values grouped by scale: known scales in `SIZE_SCALES` order, then the values of any other
 * `type` together, last. An API that names no scale gives one group with `scale: null`, which the
 * filter shows as it showed sizes before: one list without a heading. No group is empty.
 */
export function sizeGroups(values: readonly FilterValue[]): readonly SizeGroup[] {
  const byScale = new Map<SizeScale | null, FilterValue[]>();
  for (const value of values) {
    const scale = isSizeScale(value.type) ? value.type : null;
    const group = byScale.get(scale);
    if (group) group.push(value);
    else byScale.set(scale, [value]);
  }
  return [...SIZE_SCALES, null].flatMap((scale) => {
    const group = byScale.get(scale);
    return group ? [{ scale, values: group }] : [];
  });
}
