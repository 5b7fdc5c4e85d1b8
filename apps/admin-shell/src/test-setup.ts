import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { polyfillDialog } from '@firm/ui/test-dialog';

polyfillDialog();

// findBy… waits this long for the screen to show what it looks for: a second is too short beside the API suite on
// a two-core CI machine (the tests pass in a few hundred milliseconds alone).
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
});
