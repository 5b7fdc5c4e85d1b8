export * from './auth/email.js';
export * from './auth/login-form.js';
export * from './auth/user-type.js';
export * from './auth/tokens.js';
export * from './session/cookies.js';
export * from './api/error.js';
export * from './admin/summary.js';
