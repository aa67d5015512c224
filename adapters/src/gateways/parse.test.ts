import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ResponseParseError } from '@fanshop/core/shared';
import { fieldPath, parse } from './parse.js';

describe('parse', () => {
  const schema = z.object({ data: z.object({ products: z.array(z.object({ price: z.int() })) }) });

  it('given an answer that fits, then its parsed value is returned', () => {
    expect(parse(schema, { data: { products: [{ price: 100 }] } }, 'data')).toEqual({
      data: { products: [{ price: 100 }] },
    });
  });

  it('given an answer that does not fit, then a ResponseParseError names the field that broke it', () => {
    const error = (() => {
      try {
        parse(schema, { data: { products: [{ price: 100 }, { price: 1.5 }] } }, 'data');
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(ResponseParseError);
    expect((error as Error).message).toBe('failed to parse the server response: data.data.products[1].price');
  });

  it('writes odd keys in brackets and indexes as [n]', () => {
    expect(fieldPath('data', ['search-limited', 0, 'id'])).toBe('data["search-limited"][0].id');
    expect(fieldPath('data', [])).toBe('data');
  });
});
