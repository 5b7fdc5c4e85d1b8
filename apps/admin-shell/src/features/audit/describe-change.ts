import { formatEventTime } from '@firm/domain';

export interface ChangeLine {
  field: string;
  before: string;
  after: string;
}

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** One recorded value in words: a time as the back office writes times, nothing as 'empty'. */
export function describeValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return 'empty';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'string') return ISO_TIME.test(value) ? formatEventTime(value) : value;
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  return JSON.stringify(value);
}

/** 'handled_at' as 'Handled at'. */
export function fieldLabel(field: string): string {
  const words = field
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * What a change did, field by field: only the fields whose value differs, each as before → after. A record that
 * is not an object (a single value) is one line named 'Value'.
 */
export function describeChange(before: unknown, after: unknown): ChangeLine[] {
  if (!isRecord(before) && !isRecord(after)) {
    if (JSON.stringify(before) === JSON.stringify(after)) return [];
    return [{ field: 'Value', before: describeValue(before), after: describeValue(after) }];
  }
  const was = isRecord(before) ? before : {};
  const is = isRecord(after) ? after : {};
  const fields = [...new Set([...Object.keys(was), ...Object.keys(is)])];
  return fields
    .filter((field) => JSON.stringify(was[field]) !== JSON.stringify(is[field]))
    .map((field) => ({
      field: fieldLabel(field),
      before: describeValue(was[field]),
      after: describeValue(is[field]),
    }));
}
