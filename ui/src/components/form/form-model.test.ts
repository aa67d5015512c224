import { describe, expect, it } from 'vitest';
import { ApiFailureMother } from '@fanshop/core/testing';
import { FormModel } from './form-model';
import { requireFilled } from './rules';
import { describeServerMessage } from './server-messages';

type Values = { email: string; password: string };
const fields = ['email', 'password'] as const;

function model() {
  return new FormModel<Values>({ email: '', password: '' }, (v) => requireFilled(v, fields));
}

describe('FormModel', () => {
  it('shows a broken rule only after the field was left or a submit was tried', async () => {
    const form = model();
    expect(form.errorOf('email')).toBeUndefined();
    form.touch('email');
    expect(form.errorOf('email')).toEqual({ key: 'forms.required' });
    expect(form.errorOf('password')).toBeUndefined();
    expect(await form.submit(async () => undefined, { fields })).toBe(false);
    expect(form.errorOf('password')).toEqual({ key: 'forms.required' });
  });

  it('given a server failure without field messages, then the notice offers a retry; with them, it points at the fields', async () => {
    const form = model();
    form.set('email', 'a@b.at');
    form.set('password', 'x');
    await form.submit(async () => Promise.reject(ApiFailureMother.serverError()), { fields });
    expect(form.notice).toEqual({ kind: 'error', message: { key: 'forms.submitFailed' }, retryable: true });

    await form.submit(async () => Promise.reject(ApiFailureMother.validation({ email: 'required' })), {
      fields,
    });
    expect(form.notice).toEqual({ kind: 'error', message: { key: 'forms.checkFields' } });
    expect(form.errorOf('email')).toEqual({ key: 'forms.server.required' });
    expect(form.values).toEqual({ email: 'a@b.at', password: 'x' });
  });

  it('a network failure (no answer) is retryable, a 429 is not', async () => {
    const form = model();
    form.set('email', 'a@b.at');
    form.set('password', 'x');
    await form.submit(async () => Promise.reject(new Error('offline')), { fields });
    expect(form.notice).toEqual({ kind: 'error', message: { key: 'forms.networkFailed' }, retryable: true });
    await form.submit(async () => Promise.reject({ status: 429, data: {} }), { fields });
    expect(form.notice).toEqual({
      kind: 'error',
      message: { key: 'forms.tooManyAttempts' },
      retryable: false,
    });
  });
});

describe('describeServerMessage', () => {
  it('translates the API messages it knows, with their numbers, and keeps others as written', () => {
    expect(describeServerMessage('must be at most 50 characters')).toEqual({
      key: 'forms.server.maxLength',
      values: { count: 50 },
    });
    expect(describeServerMessage('Invalid credentials')).toEqual({ key: 'forms.server.invalidCredentials' });
    expect(describeServerMessage('must be one of: male, female')).toEqual({ key: 'forms.server.oneOf' });
    expect(describeServerMessage('the moon is full')).toEqual({ text: 'the moon is full' });
  });
});
