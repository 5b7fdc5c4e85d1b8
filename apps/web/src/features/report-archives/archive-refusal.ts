import { ApiRequestError } from '@firm/api-client';

/** A search the API refused for a reason the person can act on, with the API's words for it. */
export interface ArchiveRefusal {
  message: string;
  /** The page asked for is past the ones the caller may see: a way back to the first page helps. */
  pageOutOfReach: boolean;
}

/**
 * SPEC §8 only logs archive failures; two refusals are shown instead, because the person can act on them
 * (docs/decisions/007): too many searches in a minute (429), and a visitor's page past the tenth (400 on `page`).
 */
export function archiveRefusalOf(error: unknown): ArchiveRefusal | null {
  if (!(error instanceof ApiRequestError) || !error.serverMessage) return null;
  if (error.status === 429) return { message: error.serverMessage, pageOutOfReach: false };
  if (error.status === 400 && error.errors?.page)
    return { message: error.serverMessage, pageOutOfReach: true };
  return null;
}
