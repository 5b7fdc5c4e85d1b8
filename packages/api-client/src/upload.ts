import type { KyInstance } from 'ky';
import { ApiErrorSchema } from '@firm/domain';
import { toApiRequestError } from './error-answers.js';
import { ApiRequestError } from './errors.js';

/** How far an upload has gone: bytes sent of the total, and the share of it from 0 to 1. */
export interface UploadProgress {
  loaded: number;
  total: number;
  percent: number;
}

/**
 * Sends a file as a request's whole body and answers the parsed JSON. In a browser it goes by XMLHttpRequest, whose
 * upload events report progress everywhere (fetch reports none for a request body outside HTTP/2 Chromium); anywhere
 * else by the API's own ky instance, without progress.
 */
export type Uploader = (
  path: string,
  options: {
    searchParams: Record<string, string>;
    body: Blob;
    /** POST (a new resource, the default) or PUT (the file of one that exists). */
    method?: 'POST' | 'PUT' | undefined;
    onProgress?: ((progress: UploadProgress) => void) | undefined;
    signal?: AbortSignal | undefined;
  },
) => Promise<unknown>;

function answerOf(xhr: XMLHttpRequest): unknown {
  try {
    return JSON.parse(xhr.responseText) as unknown;
  } catch {
    return undefined;
  }
}

export function createUploader(deps: {
  api: KyInstance;
  prefixUrl: string;
  accessToken: () => string | undefined;
  /** A fresh access token after a 401, or null when the session cannot be refreshed. */
  refresh: () => Promise<string | null>;
}): Uploader {
  return async (path, { searchParams, body, method = 'POST', onProgress, signal }) => {
    if (typeof XMLHttpRequest === 'undefined') {
      try {
        const answer = deps.api(path, {
          method,
          searchParams,
          body,
          headers: { 'Content-Type': body.type || 'application/octet-stream' },
        });
        return await answer.json();
      } catch (error) {
        throw await toApiRequestError(error);
      }
    }
    const url = `${deps.prefixUrl}${path}?${new URLSearchParams(searchParams).toString()}`;
    const send = (token: string | undefined) =>
      new Promise<XMLHttpRequest>((resolve, reject) => {
        const xhr = new XMLHttpRequest();
        xhr.open(method, url);
        if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
        xhr.setRequestHeader('Content-Type', body.type || 'application/octet-stream');
        xhr.upload.onprogress = (event) => {
          if (!onProgress || !event.lengthComputable) return;
          onProgress({
            loaded: event.loaded,
            total: event.total,
            percent: event.total ? event.loaded / event.total : 0,
          });
        };
        xhr.onload = () => resolve(xhr);
        xhr.onerror = () => reject(new ApiRequestError(null, undefined, undefined));
        xhr.onabort = () => reject(new ApiRequestError(null, undefined, undefined));
        signal?.addEventListener('abort', () => xhr.abort(), { once: true });
        xhr.send(body);
      });
    let xhr = await send(deps.accessToken());
    if (xhr.status === 401) {
      const token = await deps.refresh();
      if (token) xhr = await send(token);
    }
    const answer = answerOf(xhr);
    if (xhr.status >= 200 && xhr.status < 300) return answer;
    const parsed = ApiErrorSchema.safeParse(answer);
    throw new ApiRequestError(
      xhr.status,
      parsed.success ? parsed.data.message : undefined,
      parsed.success ? parsed.data.errors : undefined,
      { body: answer, requestId: parsed.success ? parsed.data.request_id : undefined },
    );
  };
}
