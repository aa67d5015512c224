import { describe, expect, it } from 'vitest';
import { FormModel } from '../components/form/form-model';
import { PostedForms } from '../components/form/posted-forms';
import { ApiFailureMother } from '@fanshop/core/testing';
import { runFormAction, type FormAction, type PageActions } from './form-action';

type Values = { email: string; password: string; remember: boolean };

/** A page's one form, sent through `send`, with its rule: an email is needed. */
function page(send: (values: Values) => Promise<void>) {
  const postedForms = new PostedForms();
  const context = { services: {}, match: { query: '' } } as unknown as Parameters<typeof runFormAction>[2];
  const login: FormAction<Values, never> = {
    create: () =>
      new FormModel<Values>({ email: '', password: '', remember: false }, (v) =>
        v.email === '' ? { email: { key: 'forms.required' } } : {},
      ),
    submit: (form) => form.submit(send, { fields: ['email', 'password'] }),
    secret: ['password'],
  };
  const actions: PageActions = { login };
  return { postedForms, context, actions };
}

describe('given a form posted before the page’s script ran', () => {
  it('when it is sent, then the page’s action gets the posted values, a ticked box as true', async () => {
    const sent: Values[] = [];
    const { actions, context, postedForms } = page(async (values) => void sent.push(values));
    const outcome = await runFormAction(
      actions,
      { _form: 'login', email: 'a@b.test', password: 'pw', remember: 'on', extra: 'x' },
      context,
      postedForms,
    );
    expect(outcome).toEqual({ kind: 'sent', succeeded: true, status: 200 });
    expect(sent).toEqual([{ email: 'a@b.test', password: 'pw', remember: true }]);
    expect(postedForms.take('login')?.succeeded).toBe(true);
  });

  it('when a rule of the form is broken, then nothing is sent, and the page shows the summary and the message (422)', async () => {
    const sent: Values[] = [];
    const { actions, context, postedForms } = page(async (values) => void sent.push(values));
    const outcome = await runFormAction(
      actions,
      { _form: 'login', email: '', password: 'pw' },
      context,
      postedForms,
    );
    expect(outcome).toEqual({ kind: 'sent', succeeded: false, status: 422 });
    expect(sent).toEqual([]);
    const shown = postedForms.take('login')!;
    expect(shown.attempted).toBe(true);
    expect(shown.notice).toEqual({ kind: 'error', message: { key: 'forms.checkFields' } });
    expect(shown.values).toEqual({ email: '', password: '', remember: false });
  });

  it('when the shop refuses it, then the values come back but the secret ones, with the shop’s messages', async () => {
    const { actions, context, postedForms } = page(async () => {
      throw ApiFailureMother.validation({ email: ['invalid-credentials'] });
    });
    const outcome = await runFormAction(
      actions,
      { _form: 'login', email: 'a@b.test', password: 'pw' },
      context,
      postedForms,
    );
    expect(outcome).toMatchObject({ succeeded: false, status: 422 });
    const shown = postedForms.take('login')!;
    expect(shown.values).toEqual({ email: 'a@b.test', password: '', remember: false });
    expect(Object.keys(shown.serverErrors)).toEqual(['email']);
    // Taken once: a form made again later starts afresh; the page state still holds it for the browser.
    expect(postedForms.take('login')).toBeUndefined();
    expect(Object.keys(postedForms.dehydrate())).toEqual(['login']);
  });

  it('when the API cannot be reached, then the page says so with 503', async () => {
    const { actions, context, postedForms } = page(async () => {
      throw ApiFailureMother.serverError();
    });
    expect(
      await runFormAction(actions, { _form: 'login', email: 'a@b.test' }, context, postedForms),
    ).toMatchObject({
      status: 503,
    });
  });

  it('when the post names no form of the page, then nothing runs', async () => {
    const { actions, context, postedForms } = page(async () => undefined);
    expect(await runFormAction(actions, { email: 'a@b.test' }, context, postedForms)).toEqual({
      kind: 'none',
    });
    expect(await runFormAction(actions, { _form: 'other' }, context, postedForms)).toEqual({ kind: 'none' });
    expect(await runFormAction(undefined, { _form: 'login' }, context, postedForms)).toEqual({
      kind: 'none',
    });
    expect(postedForms.dehydrate()).toEqual({});
  });
});

describe('given the page state of a posted form in the browser', () => {
  it('hydrates what it can read and drops the rest', () => {
    const forms = new PostedForms();
    forms.hydrate({
      login: { values: { email: 'a' }, serverErrors: {}, notice: null, attempted: true, succeeded: false },
      broken: { values: 'x' },
    });
    expect(forms.take('login')?.values).toEqual({ email: 'a' });
    expect(forms.take('broken')).toBeUndefined();
    forms.hydrate(null);
  });
});
