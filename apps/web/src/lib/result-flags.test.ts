import { RESULT_PAGE_FLAGS } from '@firm/domain';
import { isRedirect } from '@tanstack/react-router';
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearResultFlags, hasResultFlag, requireResultFlag, setResultFlags } from './result-flags';

afterEach(() => clearResultFlags());

describe('SPEC §3 result-page flags', () => {
  it('uses the four SPEC cookie names', () => {
    expect(Object.values(RESULT_PAGE_FLAGS).sort()).toEqual([
      'byinvoice',
      'error-page',
      'process-page',
      'success-page',
    ]);
  });

  it('sets the named flags only, as cookies whose presence is what counts', () => {
    setResultFlags(RESULT_PAGE_FLAGS.success, RESULT_PAGE_FLAGS.error);
    expect(hasResultFlag(RESULT_PAGE_FLAGS.success)).toBe(true);
    expect(hasResultFlag(RESULT_PAGE_FLAGS.error)).toBe(true);
    expect(hasResultFlag(RESULT_PAGE_FLAGS.processing)).toBe(false);
    expect(hasResultFlag(RESULT_PAGE_FLAGS.invoice)).toBe(false);
    expect(Cookies.get('success-page')).toBeDefined();
  });

  it('a flag set by anyone (any value) counts', () => {
    document.cookie = 'byinvoice=1; path=/';
    expect(hasResultFlag(RESULT_PAGE_FLAGS.invoice)).toBe(true);
  });

  it('clears all four at once (every header load)', () => {
    setResultFlags(...Object.values(RESULT_PAGE_FLAGS));
    clearResultFlags();
    for (const flag of Object.values(RESULT_PAGE_FLAGS)) expect(hasResultFlag(flag)).toBe(false);
    expect(document.cookie).toBe('');
  });

  it('removes only the flags that are set: it writes no cookie on a load without one', () => {
    setResultFlags(RESULT_PAGE_FLAGS.success);
    const write = vi.spyOn(document, 'cookie', 'set');
    try {
      clearResultFlags();
      expect(write.mock.calls.map(([cookie]) => cookie.split('=')[0])).toEqual(['success-page']);
      clearResultFlags();
      expect(write).toHaveBeenCalledTimes(1);
    } finally {
      write.mockRestore();
    }
    expect(document.cookie).toBe('');
  });

  it('the guard lets a flagged page through and sends everyone else home', () => {
    setResultFlags(RESULT_PAGE_FLAGS.processing);
    expect(() => requireResultFlag(RESULT_PAGE_FLAGS.processing)).not.toThrow();

    let thrown: unknown;
    try {
      requireResultFlag(RESULT_PAGE_FLAGS.success);
    } catch (error) {
      thrown = error;
    }
    expect(isRedirect(thrown)).toBe(true);
    expect((thrown as { options: { to: string } }).options.to).toBe('/');
  });
});
