import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { loadHeaderParts } from '../header/use-header-parts';

// React checks this flag to know that updates in tests are wrapped in act(). Testing Library sets it
// when it is first imported; the component files share their worker's modules (vitest.config.ts), so
// every file sets it again for its own test environment.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// The browser loads the header's popups and phone menu at the first sign of intent, before any of them
// opens; the tests start from there (header-parts.test.tsx covers one opening before they came).
await loadHeaderParts();

afterEach(() => {
  cleanup();
});
