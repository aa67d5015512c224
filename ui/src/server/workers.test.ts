// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { webConcurrency } from './workers';

describe('given WEB_CONCURRENCY', () => {
  it('when it is not set, then there is one worker per CPU', () => {
    expect(webConcurrency({}, 2)).toBe(2);
    expect(webConcurrency({ WEB_CONCURRENCY: ' ' }, 8)).toBe(8);
  });

  it('when it is set, then it wins, 1 meaning a single process', () => {
    expect(webConcurrency({ WEB_CONCURRENCY: '1' }, 8)).toBe(1);
    expect(webConcurrency({ WEB_CONCURRENCY: '4' }, 2)).toBe(4);
  });

  it.each(['0', '-2', '1.5', 'all', 'NaN'])(
    'when it is %j, then the storefront refuses to start, naming the variable',
    (value) => {
      expect(() => webConcurrency({ WEB_CONCURRENCY: value }, 2)).toThrow(
        `WEB_CONCURRENCY is "${value}": set it to the number of storefront workers (1 or more)`,
      );
    },
  );
});
