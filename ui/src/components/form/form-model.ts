import { action, computed, observable, observableRef, runInAction } from 'mobx';
import { makeStoreObservable } from '../../app/store-observability';
import { type FieldFailure, fieldFailures, isApiFailure, ShopError } from '@fanshop/core/shared';
import { formFailures } from '@fanshop/core/account';
import { problemMessage, serverFailureMessage } from './problem-messages';
import type { MessageRef } from './message-ref';

/** The values of a form: text fields are strings, checkboxes booleans. */
export type FormValues = Record<string, string | boolean>;

/** The fields of a form. */
export type FieldOf<V extends FormValues> = keyof V & string;

/** The fields of a form that hold text. */
export type StringField<V extends FormValues> = {
  [K in FieldOf<V>]: V[K] extends string ? K : never;
}[FieldOf<V>];

/** Rules the form knows before sending: a message per field that breaks one. */
export type FormValidator<V extends FormValues> = (values: V) => Partial<Record<FieldOf<V>, MessageRef>>;

/** A notice for the whole form: what went wrong with a submit, or that it succeeded. */
export interface FormNoticeState {
  readonly kind: 'error' | 'success';
  readonly message: MessageRef;
  /** True when sending the same again may work (the connection or the server failed). */
  readonly retryable?: boolean;
}

/** How a submit is sent and read back. */
export interface SubmitOptions<V extends FormValues> {
  /** The fields the server's `errors` object is read for (spec section 5); others go to the form notice. */
  readonly fields: readonly FieldOf<V>[];
  /** The success notice; none when the page moves on. */
  readonly success?: MessageRef;
  /** Clears these fields after a successful submit (e.g. passwords). */
  readonly clearOnSuccess?: readonly FieldOf<V>[];
  /**
   * Reads the server's failures per field, when the form places them other than where the API named
   * them (a login's refused credentials belong to the password); the API's fields by default.
   */
  readonly failures?: (error: unknown) => Partial<Record<FieldOf<V>, FieldFailure>>;
}

/**
 * What a page shows of a form it was sent without its script (`PostedForms`): the values as sent (but
 * the secret ones), the messages, and whether it succeeded.
 */
export interface FormSnapshot {
  readonly values: FormValues;
  readonly serverErrors: Readonly<Record<string, MessageRef>>;
  readonly notice: FormNoticeState | null;
  readonly attempted: boolean;
  readonly succeeded: boolean;
}

/**
 * The state of one form on screen: what the shopper typed, which fields were left, the server's
 * per-field messages, and the submit's progress. Nothing typed is ever lost on a failed submit; a
 * field's server message disappears as soon as the shopper edits the field. The rules themselves
 * come from the core (passed in as `validate`); this class only applies them to the screen.
 */
export class FormModel<V extends FormValues> {
  values: V;
  serverErrors: Partial<Record<FieldOf<V>, MessageRef>> = {};
  touched: Partial<Record<FieldOf<V>, boolean>> = {};
  /** Set by the first submit attempt: from then on every client-side message shows. */
  attempted = false;
  busy = false;
  notice: FormNoticeState | null = null;

  constructor(
    initial: V,
    private readonly validate: FormValidator<V> = () => ({}),
  ) {
    this.values = initial;
    makeStoreObservable(this, {
      values: observableRef,
      serverErrors: observableRef,
      touched: observableRef,
      attempted: observable,
      busy: observable,
      notice: observableRef,
      clientErrors: computed,
      hasClientErrors: computed,
      set: action,
      touch: action,
      reset: action,
      dismissNotice: action,
      submit: action,
      fill: action,
    });
  }

  /** The client-side rules' messages for the current values. */
  get clientErrors(): Partial<Record<FieldOf<V>, MessageRef>> {
    return this.validate(this.values);
  }

  get hasClientErrors(): boolean {
    return Object.keys(this.clientErrors).length > 0;
  }

  /**
   * The message shown under a field: the server's, else a broken rule once the field was left or a
   * submit was tried (no scolding while the shopper is still typing).
   */
  errorOf(field: FieldOf<V>): MessageRef | undefined {
    const server = this.serverErrors[field];
    if (server) return server;
    if (this.attempted || this.touched[field]) return this.clientErrors[field];
    return undefined;
  }

  set<F extends FieldOf<V>>(field: F, value: V[F]): void {
    this.values = { ...this.values, [field]: value };
    if (this.serverErrors[field]) {
      const { [field]: _dropped, ...rest } = this.serverErrors;
      this.serverErrors = rest as Partial<Record<FieldOf<V>, MessageRef>>;
    }
    if (this.notice?.kind === 'success') this.notice = null;
  }

  touch(field: FieldOf<V>): void {
    if (!this.touched[field]) this.touched = { ...this.touched, [field]: true };
  }

  /** Starts over with new values (e.g. the saved data after a successful save). */
  reset(values: V): void {
    this.values = values;
    this.serverErrors = {};
    this.touched = {};
    this.attempted = false;
  }

  dismissNotice(): void {
    this.notice = null;
  }

  /**
   * Fills the form from the fields of a native post: a text field from its value (one the post does not
   * carry, as a disabled one, keeps its value), a checkbox ticked when it was sent.
   */
  fill(posted: Readonly<Record<string, string>>): void {
    const values: FormValues = { ...this.values };
    for (const [field, value] of Object.entries(this.values)) {
      if (typeof value === 'boolean') values[field] = field in posted;
      else if (typeof posted[field] === 'string') values[field] = posted[field];
    }
    this.values = values as V;
  }

  /** The form as the page shows it after a native post, without the `secret` fields' values. */
  snapshot(succeeded: boolean, secret: readonly FieldOf<V>[] = []): FormSnapshot {
    const values: FormValues = { ...this.values };
    for (const field of secret) values[field] = '';
    return {
      values,
      serverErrors: this.serverErrors as Record<string, MessageRef>,
      notice: this.notice,
      attempted: this.attempted,
      succeeded,
    };
  }

  /** Takes a snapshot's values and messages, for the fields this form has (as their own kind). */
  restore(snapshot: FormSnapshot): void {
    const values: FormValues = { ...this.values };
    for (const [field, value] of Object.entries(this.values)) {
      const sent = snapshot.values[field];
      if (typeof sent === typeof value) values[field] = sent as string | boolean;
    }
    const errors: Partial<Record<FieldOf<V>, MessageRef>> = {};
    for (const [field, message] of Object.entries(snapshot.serverErrors)) {
      if (field in values) errors[field as FieldOf<V>] = message;
    }
    runInAction(() => {
      this.values = values as V;
      this.serverErrors = errors;
      this.notice = snapshot.notice;
      this.attempted = snapshot.attempted;
    });
  }

  /** The first field that shows a message, for moving focus there after a failed submit. */
  firstInvalidField(order: readonly FieldOf<V>[]): FieldOf<V> | undefined {
    return order.find((field) => this.errorOf(field) !== undefined);
  }

  /**
   * Checks the client-side rules, then sends. Resolves to true on success. A failure keeps every value,
   * shows the server's messages per field and anything else as the form's notice.
   */
  async submit(send: (values: V) => Promise<void>, options: SubmitOptions<V>): Promise<boolean> {
    this.attempted = true;
    if (this.hasClientErrors || this.busy) return false;
    this.busy = true;
    this.notice = null;
    this.serverErrors = {};
    try {
      await send(this.values);
      runInAction(() => {
        this.busy = false;
        if (options.clearOnSuccess) {
          const cleared = { ...this.values };
          for (const field of options.clearOnSuccess) cleared[field] = '' as V[typeof field];
          this.values = cleared;
          this.attempted = false;
          this.touched = {};
        }
        this.notice = options.success ? { kind: 'success', message: options.success } : null;
      });
      return true;
    } catch (error) {
      runInAction(() => {
        this.busy = false;
        this.serverErrors = serverErrorsOf(options.failures?.(error) ?? formFailures(error, options.fields));
        const other = otherMessage(error, options.fields);
        if (other) this.notice = { kind: 'error', message: other };
        else if (Object.keys(this.serverErrors).length > 0)
          this.notice = { kind: 'error', message: { key: 'forms.checkFields' } };
        else this.notice = { kind: 'error', message: failureMessage(error), retryable: isRetryable(error) };
      });
      return false;
    }
  }
}

function serverErrorsOf<F extends string>(
  failures: Partial<Record<F, FieldFailure>>,
): Partial<Record<F, MessageRef>> {
  const result: Partial<Record<F, MessageRef>> = {};
  for (const [field, failure] of Object.entries(failures) as [F, FieldFailure][]) {
    const message = serverFailureMessage(failure);
    if (message) result[field] = message;
  }
  return result;
}

/** The server's words for a field the form does not show (e.g. a reset link's token), if any. */
function otherMessage(error: unknown, fields: readonly string[]): MessageRef | undefined {
  const entry = Object.entries(fieldFailures(error)).find(([field]) => !fields.includes(field));
  return entry ? serverFailureMessage(entry[1]) : undefined;
}

/** A failure that is no answer to what was typed: the connection broke or the server failed. */
function isRetryable(error: unknown): boolean {
  if (error instanceof ShopError) return false;
  return !isApiFailure(error) || error.status >= 500 || error.status === 408;
}

/** What to say when a submit failed without a message for a field. */
function failureMessage(error: unknown): MessageRef {
  const worded = error instanceof ShopError ? problemMessage(error) : undefined;
  if (worded) return worded;
  if (isApiFailure(error)) {
    if (error.status === 429) return { key: 'forms.tooManyAttempts' };
    return { key: 'forms.submitFailed' };
  }
  return { key: 'forms.networkFailed' };
}
