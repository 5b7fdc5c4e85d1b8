import { z } from 'zod';

/**
 * How often a member hears of new reports of a type (issue 42): each report at once, a daily or a weekly digest,
 * or nothing.
 */
export const ALERT_FREQUENCIES = ['immediate', 'daily', 'weekly', 'off'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];
export const AlertFrequencySchema = z.enum(ALERT_FREQUENCIES);

/** The frequencies as the profile's Notifications section names them. */
export const ALERT_FREQUENCY_LABELS: Record<AlertFrequency, string> = {
  immediate: 'At once',
  daily: 'Daily digest',
  weekly: 'Weekly digest',
  off: 'Off',
};

/** The frequencies that gather reports into a digest. */
export type DigestFrequency = Extract<AlertFrequency, 'daily' | 'weekly'>;
