import { useCombobox } from 'downshift';
import { useEffect, useMemo, useRef, useState } from 'react';
import { cx } from '../../internal/cx';
import { fieldStyles } from '../TextField/field';
import { VisuallyHidden } from '../VisuallyHidden';
import { PHONE_COUNTRY_SEARCH_DEBOUNCE_MS } from './country-search';
import type { PhoneCountry } from './PhoneField';
import styles from './PhoneField.module.css';

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

export interface CountryPickerProps {
  countries: readonly PhoneCountry[];
  /** ISO code of the chosen country. */
  country: string;
  onCountryChange: (isoCode: string) => void;
  searchLabel: string;
  /** The list closes: by a choice or Escape (focus goes back to the button) or by leaving it (it does not). */
  onClose: (returnFocus: boolean) => void;
}

/**
 * The open list of PhoneField's picker: a search box (a combobox, via downshift) over the countries (a listbox).
 * It exists only while the list is open, so a page that shows the field loads it on the first opening.
 */
export default function CountryPicker({
  countries,
  country,
  onCountryChange,
  searchLabel,
  onClose,
}: CountryPickerProps) {
  const searchRef = useRef<HTMLInputElement>(null);
  const [search, setSearch] = useState('');
  const query = useDebounced(search, PHONE_COUNTRY_SEARCH_DEBOUNCE_MS);
  const items = useMemo(() => countries.filter((entry) => matches(entry, query)), [countries, query]);
  const selected = countries.find((entry) => entry.isoCode === country) ?? null;

  const { getInputProps, getLabelProps, getMenuProps, getItemProps, highlightedIndex, setHighlightedIndex } =
    useCombobox({
      items,
      itemToString: (item) => item?.name ?? '',
      itemToKey: (item) => item?.isoCode,
      selectedItem: selected,
      isOpen: true,
      inputValue: search,
      onInputValueChange: ({ inputValue, type }) => {
        if (type === useCombobox.stateChangeTypes.InputChange) setSearch(inputValue);
      },
      onSelectedItemChange: ({ selectedItem }) => {
        if (selectedItem) onCountryChange(selectedItem.isoCode);
      },
      onIsOpenChange: ({ isOpen, type }) => {
        if (!isOpen) onClose(type !== useCombobox.stateChangeTypes.InputBlur);
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
    searchRef.current?.focus();
    setHighlightedIndex(selectedIndex);
    // Only on opening: later the highlight follows the keys and the search.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <>
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
        {items.map((item, index) => (
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
      {items.length === 0 ? <p className={styles.empty}>No country matches.</p> : null}
    </>
  );
}
