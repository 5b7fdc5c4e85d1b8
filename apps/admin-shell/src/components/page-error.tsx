import { Alert, Button } from '@firm/ui';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { errorMessage } from '../lib/error-message';

/** A page whose data could not be loaded: the server's message (or a plain one) and a way to try again. */
export function PageError({
  error,
  reset,
  title = 'This page could not be loaded',
}: ErrorComponentProps & { title?: string }) {
  const router = useRouter();
  const queryReset = useQueryErrorResetBoundary();
  return (
    <>
      <title>{`${title} | Back office`}</title>
      <h1>{title}</h1>
      <Alert tone="error">{errorMessage(error, 'This page could not be loaded. Please try again.')}</Alert>
      <p>
        <Button
          variant="secondary"
          onClick={() => {
            queryReset.reset();
            reset();
            void router.invalidate();
          }}
        >
          Try again
        </Button>
      </p>
    </>
  );
}
