import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { polyfillDialog } from '@firm/ui/test-dialog';

polyfillDialog();

afterEach(() => {
  cleanup();
});
