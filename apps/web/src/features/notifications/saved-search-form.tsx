import { SAVED_SEARCH_FREQUENCIES, SAVED_SEARCH_NAME_MAX_LENGTH, type SavedSearch } from '@firm/domain';
import { Alert, Button, Select, TextField } from '@firm/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { reportTypesQueryOptions } from '../../data/report-types';
import { savedSearchRefusalOf, useUpdateSavedSearchMutation } from '../../data/saved-searches';
import { lazyResolver } from '../../lib/lazy-resolver';
import { sellableReportTypes } from '../../lib/report-types';
import { useRefusedFieldFocus } from '../../lib/use-refused-field-focus';
import type { SavedSearchFormSchema } from './saved-search-form-resolver';
import styles from './saved-searches.module.css';
import { alertFrequencyOptions } from '../../lib/alert-frequency-options';

const FREQUENCY_OPTIONS = alertFrequencyOptions(SAVED_SEARCH_FREQUENCIES);

/** What a saved search filters on when it names no report type. */
export const ALL_REPORT_TYPES = 'All report types';

const FORM_FIELDS = ['name', 'pdf_search', 'report_type_name', 'frequency'] as const;

type Values = z.input<typeof SavedSearchFormSchema>;
type Checked = z.output<typeof SavedSearchFormSchema>;

const resolver = lazyResolver(() => import('./saved-search-form-resolver'));

export interface SavedSearchFormProps {
  search: SavedSearch;
  /** The server changed it; the server's message says so. */
  onSaved: (message: string) => void;
  onCancel: () => void;
}

/**
 * A saved search's Edit form: its name, words, report type (the archive's choices, or all) and how often it mails.
 * Messages show under the fields the domain's rules or the server refuse, others above the buttons.
 */
export function SavedSearchForm({ search, onSaved, onCancel }: SavedSearchFormProps) {
  const update = useUpdateSavedSearchMutation();
  const types = useQuery(reportTypesQueryOptions());
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<Values, unknown, Checked>({
    resolver,
    defaultValues: {
      name: search.name,
      pdf_search: search.pdf_search,
      report_type_name: search.report_type_name ?? '',
      frequency: search.frequency,
    },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  });

  // The archive's report types; the search's own stays a choice while they load, or if it is no longer sold.
  const typeOptions = useMemo(() => {
    const names = sellableReportTypes(types.data ?? []).map((type) => type.report_type_name);
    if (search.report_type_name && !names.includes(search.report_type_name))
      names.unshift(search.report_type_name);
    return [{ value: '', label: ALL_REPORT_TYPES }, ...names.map((name) => ({ value: name, label: name }))];
  }, [types.data, search.report_type_name]);

  // Edit puts the member in the first field.
  useEffect(() => setFocus('name'), [setFocus]);

  const busy = update.isPending;
  const focusRefused = useRefusedFieldFocus(busy, setFocus);

  const onSubmit = handleSubmit((checked) => {
    setFailure(null);
    update.mutate(
      { id: search.id, change: { ...checked, report_type_name: checked.report_type_name || null } },
      {
        onSuccess: (answer) => onSaved(answer.message),
        onError: (error) => {
          const refusal = savedSearchRefusalOf(error, FORM_FIELDS);
          setFailure(refusal.message);
          for (const [field, message] of refusal.fields) setError(field, { type: 'server', message });
          focusRefused(refusal.fields[0]?.[0] ?? null);
        },
      },
    );
  });

  return (
    <form
      onFocus={resolver.preload}
      noValidate
      aria-label={`Edit ${search.name}`}
      className={styles.form}
      onSubmit={(event) => void onSubmit(event)}
    >
      <fieldset disabled={busy} className={styles.fields}>
        <TextField
          label="Name"
          maxLength={SAVED_SEARCH_NAME_MAX_LENGTH}
          autoComplete="off"
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          label="Words"
          autoComplete="off"
          error={errors.pdf_search?.message}
          {...register('pdf_search')}
        />
        <Select
          label="Report type"
          options={typeOptions}
          error={errors.report_type_name?.message}
          {...register('report_type_name')}
        />
        <Select
          label="How often"
          options={FREQUENCY_OPTIONS}
          error={errors.frequency?.message}
          {...register('frequency')}
        />
      </fieldset>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <div className={styles.actions}>
        <Button type="submit" busy={busy} busyLabel="Saving...">
          Save
        </Button>
        <Button variant="secondary" disabled={busy} onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
