import { describe, expect, it } from 'vitest';
import { scrollAfterRouteChange } from './scroll.js';

describe('given a route change', () => {
  it('when the path changes, then the page scrolls to top', () => {
    expect(scrollAfterRouteChange('/men/', '/p/jersey-1/')).toEqual({ kind: 'top' });
  });

  it('when only the query changes, then the page keeps its place', () => {
    expect(scrollAfterRouteChange('/men/?filters=1', '/men/?filters=1,2')).toEqual({ kind: 'none' });
    expect(scrollAfterRouteChange('/Men/', '/men/')).toEqual({ kind: 'none' });
  });

  it('when the target has a hash, then it scrolls to that anchor, even on the same path', () => {
    expect(scrollAfterRouteChange('/faq/', '/faq/#returns')).toEqual({ kind: 'anchor', id: 'returns' });
    expect(scrollAfterRouteChange('/men/', '/p/x/#gr%C3%B6%C3%9Fe')).toEqual({ kind: 'anchor', id: 'größe' });
    expect(scrollAfterRouteChange('/men/', '/p/x/#bad%E0')).toEqual({ kind: 'anchor', id: 'bad%E0' });
  });

  it('when the URL is unchanged (closing a menu or popup changes no URL), then the page keeps its place', () => {
    expect(scrollAfterRouteChange('/men/', '/men/')).toEqual({ kind: 'none' });
    expect(scrollAfterRouteChange('/men/?page=2', '/men/?page=2')).toEqual({ kind: 'none' });
  });

  it('when the hash is empty, then it does not count as an anchor', () => {
    expect(scrollAfterRouteChange('/men/', '/women/#')).toEqual({ kind: 'top' });
  });

  it('when it is the first page of the visit, then it starts at the top', () => {
    expect(scrollAfterRouteChange(undefined, '/')).toEqual({ kind: 'top' });
  });

  it('when the language prefix changes, then the path counts as changed', () => {
    expect(scrollAfterRouteChange('/login/', '/de/login/')).toEqual({ kind: 'top' });
  });
});
