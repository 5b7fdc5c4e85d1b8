/**
 * What a cart or order line sells (issues 7, 43, 44): a year of a report type at a tier, consultation credits, one
 * archived report, or seats of a course session. A promo code may apply to some kinds only.
 */
export const LINE_KINDS = ['subscription', 'consultation_credit', 'archived_report', 'course_seats'] as const;
export type LineKind = (typeof LINE_KINDS)[number];

/** The kinds as staff and buyers read them, in the plural ('a code for course seats'). */
export const LINE_KIND_LABELS: Record<LineKind, string> = {
  subscription: 'subscriptions',
  consultation_credit: 'consultation credits',
  archived_report: 'archived reports',
  course_seats: 'course seats',
};

/** The kinds a promo code applies to, in words: 'everything' for none named, else 'course seats and subscriptions'. */
export function lineKindsInWords(kinds: readonly LineKind[]): string {
  if (kinds.length === 0) return 'everything';
  const words = LINE_KINDS.filter((kind) => kinds.includes(kind)).map((kind) => LINE_KIND_LABELS[kind]);
  return words.length === 1 ? words[0]! : `${words.slice(0, -1).join(', ')} and ${words.at(-1)!}`;
}
