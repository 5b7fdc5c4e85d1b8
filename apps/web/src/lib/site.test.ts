import { describe, expect, it } from 'vitest';
import { headMeta, pageTitle } from './site';

describe('a page head', () => {
  it("titles the page before the firm's name and describes it", () => {
    expect(headMeta({ title: 'Leadership', description: 'Our founder.' })).toEqual([
      { title: pageTitle('Leadership') },
      { name: 'description', content: 'Our founder.' },
    ]);
    expect(pageTitle('Leadership')).toBe('Leadership | Softline Advisory');
  });

  it('says nothing while the page is unknown', () => {
    expect(headMeta(undefined)).toEqual([]);
  });
});
