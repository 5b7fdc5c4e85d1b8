/** Addresses are stored lower-cased and trimmed, so an account is found however its owner types it. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}
