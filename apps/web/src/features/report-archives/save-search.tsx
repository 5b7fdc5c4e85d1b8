import {
  ALL_REPORT_TYPES,
  CreateSavedSearchSchema,
  SAVED_SEARCH_FREQUENCIES,
  SAVED_SEARCH_NAME_MAX_LENGTH,
  type SavedSearchFrequency,
} from '@firm/domain';
import { Alert, Button, Modal, Select, TextField } from '@firm/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from '@tanstack/react-router';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { savedSearchRefusalOf, useSaveSearchMutation } from '../../data/saved-searches';
import styles from './save-search.module.css';
import { alertFrequencyOptions } from '../../lib/alert-frequency-options';

const FREQUENCY_OPTIONS = alertFrequencyOptions(SAVED_SEARCH_FREQUENCIES);

const FORM_FIELDS = ['name', 'frequency'] as const;

type Values = { name: string; frequency: SavedSearchFrequency };

// A module loaded only for a signed-in client with a search showing, so the rules can come with it.
const resolver = zodResolver(CreateSavedSearchSchema.pick({ name: true, frequency: true }));

export interface SaveSearchProps {
  /** The search showing: its words and report type filter (none: every type). */
  pdfSearch: string;
  reportTypeName: string | undefined;
}

/**
 * 'Save this search' on the archive (issue 42): a small dialog names the search showing and says how often to hear
 * of new reports it finds; the server's answer shows under the button, with the way to the profile's list. Its own
 * module, loaded only for a signed-in client with a search showing (archive-results.tsx).
 */
export function SaveSearch({ pdfSearch, reportTypeName }: SaveSearchProps) {
  const [open, setOpen] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  return (
    <div className={styles.bar}>
      <Button
        variant="secondary"
        onClick={() => {
          setSaved(null);
          setOpen(true);
        }}
      >
        Save this search
      </Button>
      {saved ? (
        <Alert tone="success" className={styles.outcome}>
          {saved}{' '}
          <Link to="/client/profile" hash="saved-searches" className={styles.link}>
            Manage saved searches
          </Link>
        </Alert>
      ) : null}
      <SaveSearchDialog
        open={open}
        pdfSearch={pdfSearch}
        reportTypeName={reportTypeName}
        onClose={() => setOpen(false)}
        onSaved={(message) => {
          setSaved(message);
          setOpen(false);
        }}
      />
    </div>
  );
}

function SaveSearchDialog({
  open,
  pdfSearch,
  reportTypeName,
  onClose,
  onSaved,
}: SaveSearchProps & { open: boolean; onClose: () => void; onSaved: (message: string) => void }) {
  const formId = useId();
  const save = useSaveSearchMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<Values>({
    resolver,
    defaultValues: { name: pdfSearch.slice(0, SAVED_SEARCH_NAME_MAX_LENGTH), frequency: 'immediate' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  // Each opening starts afresh (the form is reset as it closes: a reset drops the fields' refs until the next
  // render), in the Name field. Modal's effect (a child's, so it runs first) has opened the dialog and focused its
  // Close button.
  const resetSave = save.reset;
  useEffect(() => {
    if (open) {
      setFocus('name', { shouldSelect: true });
      return;
    }
    reset();
    resetSave();
    setFailure(null);
  }, [open, reset, resetSave, setFocus]);

  const onSubmit = handleSubmit((values) => {
    setFailure(null);
    save.mutate(
      { ...values, pdf_search: pdfSearch, report_type_name: reportTypeName },
      {
        onSuccess: (answer) => onSaved(answer.message),
        onError: (error) => {
          const refusal = savedSearchRefusalOf(error, FORM_FIELDS);
          setFailure(refusal.message);
          for (const [field, message] of refusal.fields) setError(field, { type: 'server', message });
          const [first] = refusal.fields;
          if (first) setFocus(first[0]);
        },
      },
    );
  });

  const busy = save.isPending;
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Save this search"
      footer={
        <div className={styles.actions}>
          <Button variant="secondary" disabled={busy} onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} busy={busy} busyLabel="Saving...">
            Save
          </Button>
        </div>
      }
    >
      <form id={formId} noValidate className={styles.form} onSubmit={(event) => void onSubmit(event)}>
        <p className={styles.search}>
          New reports that match <strong className={styles.words}>{pdfSearch}</strong> in{' '}
          {reportTypeName ?? ALL_REPORT_TYPES} will reach you by mail.
        </p>
        <TextField
          label="Name"
          maxLength={SAVED_SEARCH_NAME_MAX_LENGTH}
          autoComplete="off"
          error={errors.name?.message}
          {...register('name')}
        />
        <Select
          label="How often"
          options={FREQUENCY_OPTIONS}
          error={errors.frequency?.message}
          {...register('frequency')}
        />
        {failure ? <Alert tone="error">{failure}</Alert> : null}
      </form>
    </Modal>
  );
}
