import { describe, expect, it } from 'vitest';
import { isChunkLoadError } from './chunk-load-error';

describe('isChunkLoadError', () => {
  it.each([
    'Failed to fetch dynamically imported module: https://softline.example/assets/contact-abc123.js',
    'error loading dynamically imported module: https://softline.example/assets/contact-abc123.js',
    'Importing a module script failed.',
  ])('knows a chunk that did not load: %s', (message) => {
    expect(isChunkLoadError(new TypeError(message))).toBe(true);
  });

  it.each([
    new Error('Cannot read properties of undefined'),
    'Failed to fetch dynamically imported module',
    null,
  ])('leaves other errors alone: %s', (error) => {
    expect(isChunkLoadError(error)).toBe(false);
  });
});
