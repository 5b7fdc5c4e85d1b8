export {
  createApiClient,
  createBackOfficeApiClient,
  type ApiClient,
  type ApiClientOptions,
  type BackOfficeApiClient,
} from './client.js';
export { ApiRequestError, failureMessageOf } from './errors.js';
export { canRefresh, createMemorySession, type SessionStore } from './session.js';
export type { UploadProgress } from './upload.js';
