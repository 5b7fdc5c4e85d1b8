import { describe, expect, it } from 'vitest';
import { describeChange, describeValue, fieldLabel } from './describe-change';

describe('a change in the audit log, in words', () => {
  it('lists only the fields that changed, before and after', () => {
    expect(
      describeChange(
        { handled_at: null, handled_by: null, email: 'a@b.example' },
        {
          handled_at: '2026-11-24T14:05:00.000Z',
          handled_by: 'admin@softline.example',
          email: 'a@b.example',
        },
      ),
    ).toEqual([
      { field: 'Handled at', before: 'empty', after: expect.stringMatching(/^Nov 2[45], 2026, \d\d:05$/) },
      { field: 'Handled by', before: 'empty', after: 'admin@softline.example' },
    ]);
  });

  it('reads a record that is missing on one side as empty', () => {
    expect(describeChange(null, { handled: true })).toEqual([
      { field: 'Handled', before: 'empty', after: 'yes' },
    ]);
  });

  it('writes single values and nested ones readably', () => {
    expect(describeChange(1, 2)).toEqual([{ field: 'Value', before: '1', after: '2' }]);
    expect(describeChange(null, null)).toEqual([]);
    expect(describeValue({ a: 1 })).toBe('{"a":1}');
    expect(describeValue(false)).toBe('no');
    expect(fieldLabel('staffRole')).toBe('Staff role');
  });
});
