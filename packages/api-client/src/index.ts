export { createApiClient, type ApiClient, type ApiClientOptions } from './client.js';
export { ApiRequestError } from './errors.js';
export { canRefresh, createMemorySession, type SessionStore } from './session.js';
export type { UploadProgress } from './upload.js';
