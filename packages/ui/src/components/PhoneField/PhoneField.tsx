import { useCombobox } from 'downshift';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { ChangeEvent, InputHTMLAttributes, ReactNode, Ref } from 'react';
import { cx } from '../../internal/cx';
import { FieldShell, fieldStyles, useFieldIds } from '../TextField/field';
import { VisuallyHidden } from '../VisuallyHidden';
import styles from './PhoneField.module.css';

/** SPEC §9: the country search waits this long after the last key before filtering. */
export const PHONE_COUNTRY_SEARCH_DEBOUNCE_MS = 250;

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

function matches(country: PhoneCountry, query: string): boolean {
  const text = query.trim().toLowerCase().replace(/^\+/, '');
  if (text === '') return true;
  return (
    country.name.toLowerCase().includes(text) ||
    country.phonecode.startsWith(text) ||
    country.isoCode.toLowerCase() === text
  );
}

/** The debounced copy of a value: it follows `value` once it has stopped changing for `delay` ms. */
function useDebounced<T>(value: T, delay: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
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
  const searchRef = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const query = useDebounced(search, PHONE_COUNTRY_SEARCH_DEBOUNCE_MS);
  const items = useMemo(() => countries.filter((entry) => matches(entry, query)), [countries, query]);
  const selected = countries.find((entry) => entry.isoCode === country) ?? null;

  function close(returnFocus: boolean) {
    setOpen(false);
    if (searchRef.current) searchRef.current.value = '';
    if (returnFocus) buttonRef.current?.focus();
  }

  const { getInputProps, getLabelProps, getMenuProps, getItemProps, highlightedIndex, setHighlightedIndex } =
    useCombobox({
      items,
      itemToString: (item) => item?.name ?? '',
      itemToKey: (item) => item?.isoCode,
      selectedItem: selected,
      isOpen: open,
      inputValue: search,
      onInputValueChange: ({ inputValue, type }) => {
        if (type === useCombobox.stateChangeTypes.InputChange) setSearch(inputValue);
      },
      onSelectedItemChange: ({ selectedItem }) => {
        if (selectedItem) onCountryChange(selectedItem.isoCode);
      },
      onIsOpenChange: ({ isOpen, type }) => {
        if (isOpen) return;
        close(type !== useCombobox.stateChangeTypes.InputBlur);
      },
      // Leaving the search box with Tab closes the list without choosing the highlighted country.
      stateReducer: (state, { type, changes }) =>
        type === useCombobox.stateChangeTypes.InputBlur
          ? { ...changes, selectedItem: state.selectedItem }
          : changes,
    });

  // Opening starts on the chosen country, so the arrows move from there.
  const selectedIndex = selected ? items.indexOf(selected) : -1;
  useEffect(() => {
    if (!open) return;
    searchRef.current?.focus();
    setHighlightedIndex(selectedIndex);
    // Only on opening: later the highlight follows the keys and the search.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

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
        <label {...getLabelProps()}>
          <VisuallyHidden>{searchLabel}</VisuallyHidden>
        </label>
        {/* Uncontrolled: a value rendered back from downshift's state lost keys typed quickly in Chromium. */}
        <input
          {...getInputProps({ ref: searchRef })}
          value={undefined}
          type="search"
          className={cx(fieldStyles.input, styles.search)}
          placeholder={searchLabel}
          autoComplete="off"
        />
        <ul {...getMenuProps()} className={styles.list}>
          {open &&
            items.map((item, index) => (
              <li
                key={item.isoCode}
                className={cx(
                  styles.option,
                  highlightedIndex === index && styles.highlighted,
                  item.isoCode === country && styles.selected,
                )}
                {...getItemProps({ item, index })}
              >
                <span aria-hidden="true">{item.flag}</span>
                <span className={styles.name}>{item.name}</span>
                <span className={styles.optionCode}>+{item.phonecode}</span>
              </li>
            ))}
        </ul>
        {open && items.length === 0 ? <p className={styles.empty}>No country matches.</p> : null}
      </div>
    </FieldShell>
  );
}
