import { useState } from 'react';
import type { FieldOf, FormModel, FormSnapshot, FormValues } from '../components/form/form-model';
import type { PostedForms } from '../components/form/posted-forms';
import { useService } from '../di/services-context';
import type { ServiceName } from '../di/services';
import type { LoadContext } from './page-module';

/**
 * One form of a page and what sending it does, for both ways it is sent: the page's script submits it
 * in the browser, and the storefront's server answers its native post when it was sent before the script
 * was ready (`runFormAction`). Both make it with `create` and send it with `submit`, through the same
 * store and core use case, so the two cannot drift.
 */
export interface FormAction<V extends FormValues, N extends ServiceName> {
  /** The form as first shown on the page. */
  create(context: LoadContext<N>): FormModel<V>;
  /** Sends it; resolves to true on success, having moved the shopper on where the page does. */
  submit(form: FormModel<V>, context: LoadContext<N>): Promise<boolean>;
  /** Fields never shown again after a post (passwords). */
  readonly secret?: readonly FieldOf<V>[];
}

/** The forms of a page by name: the name travels in each form's `_form` field. */
// The values' shapes differ per form; each action is typed where it is written.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type PageActions = Readonly<Record<string, FormAction<any, any>>>;

/** The field naming which of the page's forms a native post came from. */
export const FORM_NAME_FIELD = '_form';

/** How the server answered a native post of a form. */
export type FormOutcome =
  { readonly kind: 'none' } | { readonly kind: 'sent'; readonly succeeded: boolean; readonly status: number };

/**
 * Answers a form's native post on the server: the page's form made as the page makes it, filled with the
 * posted fields, sent through the page's action; the result kept for the page to show. The status is
 * the page's: 200 when it succeeded, 422 for input the shop refused, 429 when limited, 503 when the
 * shop could not be reached.
 */
export async function runFormAction(
  actions: PageActions | undefined,
  fields: Readonly<Record<string, string>>,
  context: LoadContext<ServiceName>,
  postedForms: PostedForms,
): Promise<FormOutcome> {
  const posted = postedForm(actions, fields, context);
  if (!posted) return { kind: 'none' };
  const { name, action, form } = posted;
  const succeeded = await action.submit(form, context);
  const shown = form.snapshot(succeeded, action.secret);
  // The script moves the focus to the first field with a message; a page answering a post says on top
  // that there are some, as the summary before the fields.
  const summarised: FormSnapshot =
    !succeeded && shown.notice === null
      ? { ...shown, notice: { kind: 'error', message: { key: 'forms.checkFields' } } }
      : shown;
  postedForms.keep(name, summarised);
  return { kind: 'sent', succeeded, status: succeeded ? 200 : failureStatus(summarised) };
}

/** Shows a form the shopper could not send at all (too many attempts), with what they typed. */
export function refuseFormAction(
  actions: PageActions | undefined,
  fields: Readonly<Record<string, string>>,
  context: LoadContext<ServiceName>,
  postedForms: PostedForms,
): void {
  const posted = postedForm(actions, fields, context);
  if (!posted) return;
  const { name, action, form } = posted;
  const shown = form.snapshot(false, action.secret);
  postedForms.keep(name, {
    ...shown,
    notice: { kind: 'error', message: { key: 'forms.tooManyAttempts' } },
  });
}

/** The page's form the post names (`_form`), made as the page makes it and filled with the post. */
function postedForm(
  actions: PageActions | undefined,
  fields: Readonly<Record<string, string>>,
  context: LoadContext<ServiceName>,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
): { name: string; action: FormAction<any, any>; form: FormModel<FormValues> } | undefined {
  const name = fields[FORM_NAME_FIELD];
  const action = name ? actions?.[name] : undefined;
  if (!name || !action) return undefined;
  const form = action.create(context);
  form.fill(fields);
  return { name, action, form };
}

function failureStatus(shown: FormSnapshot): number {
  if (shown.notice?.retryable) return 503;
  const message = shown.notice?.message;
  if (message && 'key' in message && message.key === 'forms.tooManyAttempts') return 429;
  return 422;
}

/**
 * The page's form `name`: made by its action, holding what the server kept of a native post of it, if
 * there was one (`sent`), else as first shown.
 */
export function usePageForm<V extends FormValues, N extends ServiceName>(
  name: string,
  action: FormAction<V, N>,
  context: LoadContext<N>,
): { readonly form: FormModel<V>; readonly sent: FormSnapshot | undefined } {
  const postedForms = useService('postedForms');
  const [made] = useState(() => {
    const form = action.create(context);
    const sent = postedForms.take(name);
    if (sent) form.restore(sent);
    return { form, sent };
  });
  return made;
}
