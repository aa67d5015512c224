import { describe, expect, it } from 'vitest';
import { ApiFailureMother } from '@fanshop/core/testing';
import { FormModel } from './form-model';
import { requireFilled } from './rules';
import { serverFailureMessage } from './problem-messages';

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
    expect(form.errorOf('email')).toEqual({ key: 'forms.codes.required' });
    expect(form.errorOf('password')).toBeUndefined();
    expect(await form.submit(async () => undefined, { fields })).toBe(false);
    expect(form.errorOf('password')).toEqual({ key: 'forms.codes.required' });
  });

  it('given a server failure without field messages, then the notice offers a retry; with them, it points at the fields', async () => {
    const form = model();
    form.set('email', 'a@b.at');
    form.set('password', 'x');
    await form.submit(async () => Promise.reject(ApiFailureMother.serverError()), { fields });
    expect(form.notice).toEqual({ kind: 'error', message: { key: 'forms.submitFailed' }, retryable: true });

    await form.submit(
      async () => Promise.reject(ApiFailureMother.validation({ email: 'required' }, { email: 'required' })),
      { fields },
    );
    expect(form.notice).toEqual({ kind: 'error', message: { key: 'forms.checkFields' } });
    expect(form.errorOf('email')).toEqual({ key: 'forms.codes.required' });
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

describe('serverFailureMessage', () => {
  it('words the API codes it knows, with their numbers, and keeps others as written', () => {
    expect(
      serverFailureMessage({ message: 'must be at most 50 characters', code: 'too-long', limit: 50 }),
    ).toEqual({ key: 'forms.codes.too-long', values: { count: 50 } });
    expect(serverFailureMessage({ message: 'Invalid credentials', code: 'invalid-credentials' })).toEqual({
      key: 'forms.codes.invalid-credentials',
    });
    expect(serverFailureMessage({ message: 'must be one of: male, female', code: 'not-an-option' })).toEqual({
      key: 'forms.codes.not-an-option',
    });
    expect(serverFailureMessage({ message: 'the moon is full' })).toEqual({ text: 'the moon is full' });
  });

  it('never reads the words: a message without a code is shown as written, a code decides whatever the words', () => {
    expect(serverFailureMessage({ message: 'must be at most 50 characters' })).toEqual({
      text: 'must be at most 50 characters',
    });
    expect(serverFailureMessage({ message: 'Passwort falsch', code: 'incorrect-password' })).toEqual({
      key: 'forms.codes.incorrect-password',
    });
  });

  it('given a code that needs its number but came without one, then the API’s words are shown', () => {
    expect(serverFailureMessage({ message: 'must be at least 12 characters', code: 'too-short' })).toEqual({
      text: 'must be at least 12 characters',
    });
  });
});
