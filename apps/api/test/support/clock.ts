import type { Clock } from '../../src/platform/clock.js';

/** A clock a test moves: it stands still until told otherwise. */
export interface TestClock extends Clock {
  set(time: Date | string): void;
  advance(milliseconds: number): void;
}

/** Starts at `start` (the real time by default) and moves only when the test moves it. */
export function createTestClock(start: Date | string = new Date()): TestClock {
  let current = new Date(start);
  return {
    now: () => new Date(current),
    set(time) {
      current = new Date(time);
    },
    advance(milliseconds) {
      current = new Date(current.getTime() + milliseconds);
    },
  };
}
