import { isArchiveSearchable, type ReportType } from '@firm/domain';
import { SearchField, Select } from '@firm/ui';
import { useCallback, useId } from 'react';
import { useSearchText } from '../../lib/use-search-text';
import type { ArchiveSearch } from './archive-search';
import styles from './archives.module.css';

const SORT_OPTIONS = [
  { value: '', label: 'Relevance' },
  { value: 'name_asc', label: 'Name A-Z' },
  { value: 'name_desc', label: 'Name Z-A' },
];

export interface ArchiveFiltersProps {
  search: ArchiveSearch;
  reportTypes: readonly ReportType[];
  /** SPEC §4: while the summary modal is open, search and filters are disabled. */
  disabled: boolean;
  /** A change of the search or filters; page 1 again unless `page` is given. */
  onChange: (change: Partial<ArchiveSearch>, options?: { replace?: boolean }) => void;
  /** The visitor turns to the search (focus, or a pointer over it): what a search shows can start loading. */
  onApproach?: () => void;
}

/**
 * SPEC §2/§5: the archive's search box (any text is kept, but only words separated by single spaces search,
 * 300 ms after the last keystroke), the report-type filter and the name sort (relevance without one).
 */
export function ArchiveFilters({ search, reportTypes, disabled, onChange, onApproach }: ArchiveFiltersProps) {
  const hintId = useId();
  const { text, setText, submit } = useSearchText(
    search.pdf_search ?? '',
    useCallback(
      // Each keystroke is not a step back in history: the search replaces the entry it refines.
      (applied: string) => onChange({ pdf_search: applied || undefined }, { replace: true }),
      [onChange],
    ),
    isArchiveSearchable,
  );
  const waiting = text !== '' && !isArchiveSearchable(text);

  return (
    <form
      role="search"
      aria-label="Report archives"
      className={styles.filters}
      onFocus={onApproach}
      onPointerOver={onApproach}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <div className={styles.searchField}>
        <SearchField
          label="Search the reports' contents"
          placeholder='e.g. "frost damage" OR drought'
          value={text}
          disabled={disabled}
          aria-describedby={hintId}
          onChange={(event) => setText(event.target.value)}
          onClear={() => setText('')}
        />
        <p id={hintId} className={styles.hint} aria-live="polite">
          {waiting ? (
            'Separate words with single spaces to search.'
          ) : (
            <>
              Quotes find a phrase, OR either word, and <span className={styles.syntax}>-word</span> leaves a
              word out.
            </>
          )}
        </p>
      </div>
      <Select
        label="Report type"
        options={[
          { value: '', label: 'All' },
          ...reportTypes.map((type) => ({ value: type.report_type_name, label: type.report_type_name })),
        ]}
        value={search.report_type_name ?? ''}
        disabled={disabled}
        onChange={(event) => onChange({ report_type_name: event.target.value || undefined })}
      />
      <Select
        label="Sort"
        options={SORT_OPTIONS}
        value={search.sort ?? ''}
        disabled={disabled}
        onChange={(event) => onChange({ sort: (event.target.value || undefined) as ArchiveSearch['sort'] })}
      />
    </form>
  );
}
