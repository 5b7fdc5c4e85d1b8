import { formatDistanceStrict } from 'date-fns';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/database/database.js';
import { RateLimitedError } from '../../platform/errors.js';
import { accountRepository as repository, type FailedAttemptKind } from './repository.js';

/** How many failures of one kind a subject (a lower-cased email) may have in a window before it must wait. */
export interface ThrottleRule {
  kind: FailedAttemptKind;
  maxFailures: number;
  windowMs: number;
  /** What a waiting subject is told; `wait` is how long is left in minutes, rounded up: '1 minute', '14 minutes'. */
  lockedMessage: (wait: string) => string;
  /** More of that answer beside the message (SPEC §7 verify-otp: `remaining_attempts`). */
  lockedDetails?: Record<string, unknown>;
}

/** A guess under way; the caller says how it ended. Left alone, it stays counted as a failure. */
export interface ThrottledAttempt {
  /** The guess was wrong. Answers the refusal to give instead of the usual one when this failure starts a wait. */
  failed(): RateLimitedError | undefined;
  /** The guess was right: the subject's failures of this kind are forgiven. */
  succeeded(): Promise<void>;
  /** There was nothing to guess (no live code): the attempt does not count. */
  withdraw(): Promise<void>;
}

/**
 * Failures counted per subject in `failed_attempts`, whatever address they come from: after `maxFailures` within
 * the window the subject waits until the oldest of them leaves the window. Subjects are counted whether or not an
 * account has that email, so the answers never tell which emails exist.
 */
export function createAttemptThrottle({ clock }: { clock: Clock }) {
  /** When the wait these failures (newest first) impose ends; none when there are too few of them. */
  function lockedUntil(rule: ThrottleRule, failures: Date[]): Date | undefined {
    const oldest = failures[rule.maxFailures - 1];
    return oldest && new Date(oldest.getTime() + rule.windowMs);
  }

  const refusal = (rule: ThrottleRule, until: Date, now: Date) =>
    new RateLimitedError(
      rule.lockedMessage(formatDistanceStrict(now, until, { unit: 'minute', roundingMethod: 'ceil' })),
      undefined,
      rule.lockedDetails,
    );

  const windowStart = (rule: ThrottleRule, now: Date) => new Date(now.getTime() - rule.windowMs);

  return {
    /** Refuses while the subject waits: for calls that guess nothing but must stop too, such as sending a code. */
    async assertNotLocked(db: Db, rule: ThrottleRule, subject: string): Promise<void> {
      const now = clock.now();
      const failures = await repository.recentFailures(db, {
        kind: rule.kind,
        subject,
        since: windowStart(rule, now),
        limit: rule.maxFailures,
      });
      const until = lockedUntil(rule, failures);
      if (until) throw refusal(rule, until, now);
    },

    /**
     * Starts a guess: refuses while the subject waits, before any costly check. The attempt is written down as a
     * failure before the guess is checked, so parallel guesses each see the others and cannot slip past the limit.
     * Pass a database, not a transaction: a failure must stay counted when the refusal is thrown.
     */
    async begin(db: Db, rule: ThrottleRule, subject: string): Promise<ThrottledAttempt> {
      const now = clock.now();
      const since = windowStart(rule, now);
      const { kind } = rule;
      await repository.deleteFailuresUpTo(db, kind, subject, since);
      const id = await repository.insertFailedAttempt(db, { kind, subject, failedAt: now });
      const earlier = await repository.recentFailures(db, {
        kind,
        subject,
        since,
        limit: rule.maxFailures,
        except: id,
      });
      const until = lockedUntil(rule, earlier);
      if (until) {
        // A refused attempt checks nothing, so it does not lengthen the wait.
        await repository.deleteFailedAttempt(db, id);
        throw refusal(rule, until, now);
      }
      return {
        failed() {
          const startsWait = lockedUntil(rule, [now, ...earlier]);
          return startsWait && refusal(rule, startsWait, now);
        },
        succeeded: () => repository.clearFailedAttempts(db, kind, subject),
        withdraw: () => repository.deleteFailedAttempt(db, id),
      };
    },
  };
}

export type AttemptThrottle = ReturnType<typeof createAttemptThrottle>;
