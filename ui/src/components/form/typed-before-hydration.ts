import { useEffect, useRef, type ChangeEvent, type RefObject } from 'react';
import type { FieldOf, FormModel, FormValues } from './form-model';

/** The props that bind a text input to a string field of a form. */
export interface BoundTextInput {
  readonly ref: RefObject<HTMLInputElement | null>;
  readonly value: string;
  readonly onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

/**
 * Binds a text input to a form's string field, and takes into the form what the shopper typed into the
 * server-rendered input before the page's script hydrated it. React leaves such text on screen while
 * hydrating, but no change event told the form, so the next render of the field would wipe it (and a
 * button waiting for it would stay disabled). That check runs once, after the field's first commit:
 * from then on every change arrives as an event.
 */
export function useTextInput<V extends FormValues>(form: FormModel<V>, name: FieldOf<V>): BoundTextInput {
  const ref = useRef<HTMLInputElement>(null);
  const current = form.values[name];
  const value = typeof current === 'string' ? current : '';
  const set = (text: string) => form.set(name, text as V[typeof name]);
  useEffect(() => {
    const typed = ref.current?.value;
    if (typed !== undefined && typed !== value) set(typed);
    // Only the first commit: later values are the form's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return { ref, value, onChange: (event) => set(event.target.value) };
}
