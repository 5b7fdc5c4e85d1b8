import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { polyfillDialog } from './dialog';

polyfillDialog();

// Without vitest globals, Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
});
