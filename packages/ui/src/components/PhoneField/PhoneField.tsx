import { lazy, Suspense, useId, useRef, useState } from 'react';
import type { ChangeEvent, InputHTMLAttributes, ReactNode, Ref } from 'react';
import { cx } from '../../internal/cx';
import { FieldShell, fieldStyles, useFieldIds } from '../TextField/field';
import styles from './PhoneField.module.css';

export { PHONE_COUNTRY_SEARCH_DEBOUNCE_MS } from './country-search';

// The open list and downshift come with the first opening (or a hover or focus of the button just before it).
const loadCountryPicker = () => import('./CountryPicker');
const CountryPicker = lazy(loadCountryPicker);

/** One country of the picker; @firm/countries entries fit as they are. */
export interface PhoneCountry {
  /** ISO 3166-1 alpha-2: the picker's value, since several countries share a calling code. */
  isoCode: string;
  name: string;
  flag: string;
  /** Calling code digits without the plus, e.g. `44`. */
  phonecode: string;
}

export interface PhoneFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'children' | 'type' | 'inputMode'
> {
  /** Visible label of the number input. */
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  /** The picker's countries, in the order to list them. */
  countries: readonly PhoneCountry[];
  /** ISO code of the chosen country. */
  country: string;
  /** The person picked a country from the list. */
  onCountryChange: (isoCode: string) => void;
  /** Accessible name of the picker button, followed by the chosen country and code. */
  codeLabel?: string;
  /** Label of the picker's search box. */
  searchLabel?: string;
  /** Works with react-hook-form's `register()` spread. */
  ref?: Ref<HTMLInputElement>;
}

/**
 * A labelled phone number input (digits only, at most `maxLength` digits, 15 by default, SPEC §9) with a calling-code picker:
 * the button shows the chosen country's flag and code and opens a searchable list of countries (a combobox and
 * listbox, via downshift). Escape or a choice closes the list and returns focus to the button.
 */
export function PhoneField({
  label,
  error,
  hint,
  countries,
  country,
  onCountryChange,
  codeLabel = 'Calling code',
  searchLabel = 'Search countries',
  id,
  className,
  maxLength = 15,
  disabled,
  onChange,
  'aria-describedby': ariaDescribedBy,
  'aria-invalid': ariaInvalid,
  ...rest
}: PhoneFieldProps) {
  const ids = useFieldIds({ id, hint, error, describedBy: ariaDescribedBy });
  const popupId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const selected = countries.find((entry) => entry.isoCode === country) ?? null;

  function close(returnFocus: boolean) {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }

  // Digits are counted here rather than by the maxLength attribute, which would count the spaces and dashes of a
  // pasted number and cut it short.
  function keepDigits(event: ChangeEvent<HTMLInputElement>) {
    const digits = event.target.value.replace(/\D/g, '').slice(0, maxLength);
    if (digits !== event.target.value) event.target.value = digits;
    onChange?.(event);
  }

  const code = selected ? `+${selected.phonecode}` : '';

  return (
    <FieldShell ids={ids} label={label} hint={hint} error={error}>
      <div className={styles.row}>
        <button
          ref={buttonRef}
          type="button"
          className={styles.codeButton}
          aria-label={selected ? `${codeLabel}: ${selected.name} ${code}` : codeLabel}
          aria-haspopup="listbox"
          aria-expanded={open}
          aria-controls={popupId}
          disabled={disabled}
          // Keeps the search box focused so its blur does not close the list before the click toggles it.
          onMouseDown={(event) => {
            if (open) event.preventDefault();
          }}
          onClick={() => (open ? close(true) : setOpen(true))}
          onPointerEnter={() => void loadCountryPicker()}
          onFocus={() => void loadCountryPicker()}
        >
          <span aria-hidden="true">{selected?.flag}</span>
          <span>{code}</span>
          <svg className={styles.chevron} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
        </button>
        <input
          {...rest}
          id={ids.inputId}
          type="tel"
          inputMode="numeric"
          disabled={disabled}
          onChange={keepDigits}
          className={cx(fieldStyles.input, styles.number, className)}
          aria-invalid={ids.invalid ? true : ariaInvalid}
          aria-describedby={ids.describedBy}
        />
      </div>
      <div id={popupId} className={styles.popup} hidden={!open}>
        {open ? (
          <Suspense fallback={null}>
            <CountryPicker
              countries={countries}
              country={country}
              onCountryChange={onCountryChange}
              searchLabel={searchLabel}
              onClose={close}
            />
          </Suspense>
        ) : null}
      </div>
    </FieldShell>
  );
}
