import { describe, expect, it } from 'vitest';
import { seatState } from './seat-state';

describe('a report type a client may open, ask a seat for, or buy (issue 15)', () => {
  it('opens a type they hold a seat on', () => {
    expect(seatState(3, [1, 3], [1, 3])).toBe('seated');
  });

  it('asks the administrator for a seat on a type the organisation runs without a seat for them', () => {
    expect(seatState(4, [1], [1, 4])).toBe('ask-for-seat');
  });

  it('buys a type the organisation does not run', () => {
    expect(seatState(5, [1], [1, 4])).toBe('buy');
    expect(seatState(5, [], [])).toBe('buy');
  });

  it('opens a type with a seat even when the organisation list is missing it', () => {
    expect(seatState(2, [2], [])).toBe('seated');
  });
});
