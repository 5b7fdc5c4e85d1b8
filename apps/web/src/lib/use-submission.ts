import { useState, useTransition } from 'react';

/** How the last sending went: nothing yet (or forgotten), what the action answered, or its failure. */
type Outcome<Output> =
  | { isSuccess: false; isError: false; data: undefined; error: null }
  | { isSuccess: true; isError: false; data: Output; error: null }
  | { isSuccess: false; isError: true; data: undefined; error: Error };

const IDLE = { isSuccess: false, isError: false, data: undefined, error: null } as const;

/** What to do after one sending, beside what the form shows. */
export interface SubmitCallbacks<Output> {
  onSuccess?: (data: Output) => void;
  onError?: (error: Error) => void;
}

export type Submission<Input, Output> = Outcome<Output> & {
  /** Sends `input`; resolves what the action answered, or rejects with its error (kept in `error` too). */
  mutateAsync: (input: Input) => Promise<Output>;
  /** Sends `input`; a failure is kept in `error` and handed to `onError`. */
  mutate: (input: Input, callbacks?: SubmitCallbacks<Output>) => void;
  /** From the press until the action, and what it goes on to do (a navigation), has finished. */
  isPending: boolean;
  /** Forgets the last answer: the visitor has changed what is to be sent. */
  reset: () => void;
};

/**
 * What a public form sends and how it went, through React's async transitions. The public forms (sign-in,
 * enrolment, password reset, contact) send once and keep nothing, so they need no query cache: a visitor who opens
 * one loads no query code until a page reads data (docs/decisions/033). An action does its own follow-up (a
 * navigation, a message) before it resolves, so the form stays busy until then. Same names as a query mutation's.
 */
export function useSubmission<Input, Output>(
  action: (input: Input) => Promise<Output>,
): Submission<Input, Output> {
  const [isPending, startTransition] = useTransition();
  const [outcome, setOutcome] = useState<Outcome<Output>>(IDLE);

  const mutateAsync = (input: Input) =>
    new Promise<Output>((resolve, reject) => {
      startTransition(async () => {
        try {
          const data = await action(input);
          // After an await, React needs the update marked as the transition's again.
          startTransition(() => setOutcome({ isSuccess: true, isError: false, data, error: null }));
          resolve(data);
        } catch (thrown) {
          const error = thrown instanceof Error ? thrown : new Error(String(thrown));
          startTransition(() => setOutcome({ isSuccess: false, isError: true, data: undefined, error }));
          reject(error);
        }
      });
    });

  return {
    ...outcome,
    mutateAsync,
    mutate: (input, callbacks) =>
      void mutateAsync(input).then(callbacks?.onSuccess, (error: Error) => callbacks?.onError?.(error)),
    isPending,
    reset: () => setOutcome(IDLE),
  };
}
