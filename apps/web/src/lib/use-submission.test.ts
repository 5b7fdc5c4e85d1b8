import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useSubmission } from './use-submission';

/** An action the test answers when it chooses. */
function heldAction<Output>() {
  let answer: { resolve: (value: Output) => void; reject: (error: Error) => void } | undefined;
  const action = vi.fn(
    () =>
      new Promise<Output>((resolve, reject) => {
        answer = { resolve, reject };
      }),
  );
  return { action, answer: () => answer! };
}

describe('a public form’s submission', () => {
  it('is pending from the press until the action has finished, then keeps its answer', async () => {
    const { action, answer } = heldAction<string>();
    const { result } = renderHook(() => useSubmission(action));
    expect(result.current).toMatchObject({
      isPending: false,
      isSuccess: false,
      isError: false,
      data: undefined,
    });

    let sent: Promise<string> | undefined;
    act(() => {
      sent = result.current.mutateAsync('ana@cafe.example');
    });
    await waitFor(() => expect(result.current.isPending).toBe(true));
    expect(action).toHaveBeenCalledExactlyOnceWith('ana@cafe.example');

    await act(async () => {
      answer().resolve('Code sent');
      await sent;
    });
    expect(result.current).toMatchObject({
      isPending: false,
      isSuccess: true,
      data: 'Code sent',
      error: null,
    });
  });

  it('keeps a failure, hands it to the caller, and forgets it on reset', async () => {
    const { action, answer } = heldAction<string>();
    const { result } = renderHook(() => useSubmission(action));
    const onError = vi.fn();
    const onSuccess = vi.fn();
    act(() => result.current.mutate('x', { onSuccess, onError }));
    await waitFor(() => expect(result.current.isPending).toBe(true));
    await act(async () => {
      answer().reject(new Error('Your message could not be sent.'));
      await Promise.resolve();
    });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.message).toBe('Your message could not be sent.');
    expect(result.current.isPending).toBe(false);
    expect(onError).toHaveBeenCalledExactlyOnceWith(result.current.error);
    expect(onSuccess).not.toHaveBeenCalled();

    act(() => result.current.reset());
    expect(result.current).toMatchObject({ isError: false, isSuccess: false, error: null });
  });

  it('rejects mutateAsync with the failure', async () => {
    const { result } = renderHook(() => useSubmission(() => Promise.reject(new Error('Refused'))));
    let outcome: Promise<unknown> | undefined;
    act(() => {
      outcome = result.current.mutateAsync(undefined);
    });
    await expect(outcome).rejects.toThrow('Refused');
    await waitFor(() => expect(result.current.error?.message).toBe('Refused'));
  });
});
