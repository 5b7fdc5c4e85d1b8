import { useId, type ReactNode } from 'react';
import styles from './SlotPicker.module.css';

export interface Slot {
  /** What is submitted: an instant, an id. */
  value: string;
  /** What is shown: the time in the reader's zone ('9:00 AM'). */
  label: string;
}

export interface SlotPickerProps {
  /** Names the group ('Free times on Monday, March 15'). */
  legend: ReactNode;
  slots: readonly Slot[];
  value: string | null;
  onChange: (value: string) => void;
  /** Said in place of the times when there are none. */
  empty: ReactNode;
  disabled?: boolean;
}

/**
 * A choice of one free time among many, as a group of radio buttons drawn as a grid of chips: arrow keys move
 * between the times, as in any radio group, and the chosen one is marked by more than its colour.
 */
export function SlotPicker({ legend, slots, value, onChange, empty, disabled = false }: SlotPickerProps) {
  const name = useId();
  return (
    <fieldset className={styles.picker} disabled={disabled}>
      <legend className={styles.legend}>{legend}</legend>
      {slots.length === 0 ? (
        <p className={styles.empty}>{empty}</p>
      ) : (
        <div className={styles.grid}>
          {slots.map((slot) => (
            <label key={slot.value} className={styles.slot}>
              <input
                type="radio"
                name={name}
                value={slot.value}
                checked={value === slot.value}
                onChange={() => onChange(slot.value)}
                className={styles.input}
              />
              <span className={styles.chip}>{slot.label}</span>
            </label>
          ))}
        </div>
      )}
    </fieldset>
  );
}
