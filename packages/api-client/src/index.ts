export { createApiClient, type ApiClient, type ApiClientOptions, type LibraryRequest } from './client.js';
export { ApiRequestError } from './errors.js';
export { canRefresh, createMemorySession, type SessionStore } from './session.js';
