import { ALERT_FREQUENCY_LABELS, type AlertFrequency } from '@firm/domain';

/** The options of a 'How often' select: these frequencies, named as the profile names them. */
export function alertFrequencyOptions<Frequency extends AlertFrequency>(frequencies: readonly Frequency[]) {
  return frequencies.map((value) => ({ value, label: ALERT_FREQUENCY_LABELS[value] }));
}
