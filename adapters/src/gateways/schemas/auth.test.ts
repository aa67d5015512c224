import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ResponseParseError } from '@fanshop/core/shared';
import { readAuthAnswer } from './auth.js';

describe('given a login or registration answer body', () => {
  it('when it holds token, uuid and hash, then they are read, also under data or data.data', () => {
    const answer = { token: 't', uuid: 'id', hash: 'h' };
    expect(readAuthAnswer(answer)).toEqual(answer);
    expect(readAuthAnswer({ data: answer })).toEqual(answer);
    expect(readAuthAnswer({ data: { data: answer } })).toEqual(answer);
  });

  it('when a credential is missing or blank, then it is a parse error naming it', () => {
    expect(() => readAuthAnswer({ uuid: 'id', hash: 'h' })).toThrow(
      /failed to parse the server response: token/,
    );
    expect(() => readAuthAnswer({ token: 't', uuid: ' ', hash: 'h' })).toThrow(ResponseParseError);
    expect(() => readAuthAnswer({ token: 't', uuid: 'id' })).toThrow(/hash/);
    expect(() => readAuthAnswer(null)).toThrow(ResponseParseError);
  });

  it('when the body is anything at all, then it yields a complete answer or a parse error', () => {
    fc.assert(
      fc.property(fc.anything(), (body) => {
        try {
          const answer = readAuthAnswer(body);
          return [answer.token, answer.uuid, answer.hash].every((v) => v.trim() !== '');
        } catch (error) {
          return error instanceof ResponseParseError;
        }
      }),
    );
  });
});
