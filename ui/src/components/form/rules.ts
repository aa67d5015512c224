import type { FieldOf, FormValues } from './form-model';
import type { MessageRef } from './message-ref';

const REQUIRED: MessageRef = { key: 'forms.codes.required' };

/** The message for every listed field left empty (spaces alone count as empty). */
export function requireFilled<V extends FormValues>(
  values: V,
  fields: readonly FieldOf<V>[],
): Partial<Record<FieldOf<V>, MessageRef>> {
  const errors: Partial<Record<FieldOf<V>, MessageRef>> = {};
  for (const field of fields) {
    const value = values[field];
    if (typeof value === 'string' && value.trim() === '') errors[field] = REQUIRED;
  }
  return errors;
}
