import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import type { FormModel, FormValues } from './form-model';
import { FORM_NAME_FIELD } from '../../app/form-action';
import { FormNotice } from './FormNotice';

/**
 * A form bound to a form model: the browser's own validation bubbles are off (the shop's messages are
 * shown instead), the notice sits on top, and after a failed submit focus moves to the first field
 * with a message so keyboard and screen-reader users land where the work is.
 */
function FormView<V extends FormValues>({
  name,
  form,
  onSubmit,
  children,
  className,
  labelledBy,
}: {
  /** The form's name among the page's actions: a native post says which form it is. */
  name: string;
  form: FormModel<V>;
  /** Runs the submit; resolves to true when it succeeded. */
  onSubmit: () => Promise<boolean>;
  children: ReactNode;
  className?: string;
  labelledBy?: string;
}) {
  const ref = useRef<HTMLFormElement>(null);
  const [focusRequest, setFocusRequest] = useState(0);

  useEffect(() => {
    if (focusRequest === 0) return;
    const invalid = ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    invalid?.focus();
  }, [focusRequest]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void onSubmit().then((ok) => {
      if (!ok) setFocusRequest((n) => n + 1);
    });
  };

  const notice = form.notice;
  return (
    <form
      ref={ref}
      className={`form${className ? ` ${className}` : ''}`}
      // Sent before the page's script runs, the form posts to its page, whose server sends it through
      // the page's action (`runFormAction`): its fields never land in the address.
      method="post"
      noValidate
      onSubmit={submit}
      aria-labelledby={labelledBy}
    >
      <div className="form__notices">
        {notice ? (
          <FormNotice
            kind={notice.kind}
            message={notice.message}
            // A failed connection or server: sending the same again is the retry.
            onRetry={notice.retryable ? () => ref.current?.requestSubmit() : undefined}
            onDismiss={notice.kind === 'success' ? () => form.dismissNotice() : undefined}
          />
        ) : null}
      </div>
      <input type="hidden" name={FORM_NAME_FIELD} value={name} />
      {children}
    </form>
  );
}

export const Form = observer(FormView) as typeof FormView;
