/** Registration and password recovery: each route allows this many calls per client address per window. */
export const ACCOUNT_RATE_LIMIT_WINDOW = '10 minutes';
export const ACCOUNT_RATE_LIMIT_MESSAGE = 'Too many requests. Please wait a few minutes and try again.';
