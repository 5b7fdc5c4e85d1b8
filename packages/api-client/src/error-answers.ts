import { ApiErrorSchema } from '@firm/domain';
import { HTTPError } from 'ky';
import { ApiRequestError } from './errors.js';

/**
 * The ApiRequestError of a failed call, with the API's message and field errors when its answer holds them. Apart
 * from the error class (errors.ts), so code that only recognises errors loads neither ky nor the schemas.
 */
export async function toApiRequestError(error: unknown): Promise<ApiRequestError> {
  if (error instanceof ApiRequestError) return error;
  if (error instanceof HTTPError) {
    const body: unknown = await error.response
      .clone()
      .json()
      .catch(() => undefined);
    const parsed = ApiErrorSchema.safeParse(body);
    return new ApiRequestError(
      error.response.status,
      parsed.success ? parsed.data.message : undefined,
      parsed.success ? parsed.data.errors : undefined,
      {
        cause: error,
        remainingAttempts: parsed.success ? parsed.data.remaining_attempts : undefined,
        body,
        requestId: parsed.success ? parsed.data.request_id : undefined,
      },
    );
  }
  return new ApiRequestError(null, undefined, undefined, { cause: error });
}
