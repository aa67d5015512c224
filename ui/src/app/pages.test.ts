import { describe, expect, it } from 'vitest';
import { PAGE_FILES, type PageKey } from './page-files';
import { loadPageModule, PAGE_OF_ROUTE } from './pages';

describe('the page modules', () => {
  it.each(Object.keys(PAGE_FILES) as PageKey[])('%s loads a page component from its file', async (key) => {
    const module = await loadPageModule(key);
    // A plain function or an observer (a memo object).
    expect(['function', 'object']).toContain(typeof module.default);
    expect(module.default).not.toBeNull();
  });

  it('every routed page has a file', () => {
    for (const page of Object.values(PAGE_OF_ROUTE)) {
      if (page !== null) expect(PAGE_FILES[page]).toBeDefined();
    }
  });
});
