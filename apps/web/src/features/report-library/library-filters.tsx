import { acceptLibrarySearch, type ReportType } from '@firm/domain';
import { SearchField, Select } from '@firm/ui';
import { useCallback } from 'react';
import { useSearchText } from '../../lib/use-search-text';
import type { LibrarySearch } from './library-search';
import styles from './library.module.css';

const STATUS_OPTIONS = [
  { value: '', label: 'All' },
  { value: 'active', label: 'Active' },
  { value: 'expire', label: 'Expired' },
];

const SORT_OPTIONS = [
  { value: '', label: 'Newest first' },
  { value: 'a_z', label: 'A-Z' },
  { value: 'z_a', label: 'Z-A' },
];

export interface LibraryFiltersProps {
  search: LibrarySearch;
  reportTypes: readonly ReportType[];
  /** SPEC §4: while the summary modal is open, search and filters are disabled. */
  disabled: boolean;
  /** A change of the filters; page 1 again unless `page` is given. */
  onChange: (change: Partial<LibrarySearch>, options?: { replace?: boolean }) => void;
}

/**
 * SPEC §2/§4/§5: the search box (only allowed characters are taken, and it asks again 300 ms after the last
 * keystroke, from page 1), the status and report-type filters and the A-Z/Z-A sort.
 */
export function LibraryFilters({ search, reportTypes, disabled, onChange }: LibraryFiltersProps) {
  const { text, setText, submit } = useSearchText(
    search.search_query ?? '',
    useCallback(
      // Each keystroke is not a step back in history: the search replaces the entry it refines.
      (applied: string) => onChange({ search_query: applied || undefined }, { replace: true }),
      [onChange],
    ),
  );

  return (
    <form
      role="search"
      aria-label="Reports"
      className={styles.filters}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <div className={styles.searchField}>
        <SearchField
          label="Search"
          placeholder="Report name or summary"
          value={text}
          disabled={disabled}
          onChange={(event) => setText((previous) => acceptLibrarySearch(previous, event.target.value))}
          onClear={() => setText('')}
        />
      </div>
      <Select
        label="Status"
        options={STATUS_OPTIONS}
        value={search.status ?? ''}
        disabled={disabled}
        onChange={(event) =>
          onChange({ status: (event.target.value || undefined) as LibrarySearch['status'] })
        }
      />
      <Select
        label="Report type"
        options={[
          { value: '', label: 'All' },
          ...reportTypes.map((type) => ({ value: String(type.id), label: type.report_type_name })),
        ]}
        value={search.report_type === undefined ? '' : String(search.report_type)}
        disabled={disabled}
        onChange={(event) =>
          onChange({ report_type: event.target.value ? Number(event.target.value) : undefined })
        }
      />
      <Select
        label="Sort"
        options={SORT_OPTIONS}
        value={search.sort ?? ''}
        disabled={disabled}
        onChange={(event) => onChange({ sort: (event.target.value || undefined) as LibrarySearch['sort'] })}
      />
    </form>
  );
}
