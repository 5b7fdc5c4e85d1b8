/** SPEC §3 result-page flag cookies: set before a payment attempt, read by the guard, cleared on header load. */
export const RESULT_PAGE_FLAGS = {
  success: 'success-page',
  error: 'error-page',
  processing: 'process-page',
  invoice: 'byinvoice',
} as const;
export type ResultPageFlag = (typeof RESULT_PAGE_FLAGS)[keyof typeof RESULT_PAGE_FLAGS];
