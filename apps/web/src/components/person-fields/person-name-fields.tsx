import { TextField } from '@firm/ui';
import type { FieldErrors, UseFormRegisterReturn } from 'react-hook-form';
import styles from './person-name-fields.module.css';

/**
 * A person's first and last name, side by side (one above the other on a narrow screen): the group every form that
 * names a person shares (registration, the profile, an invitation's acceptance), with its labels, autofill and
 * messages. The form registers the fields itself, so they keep their place in its order (a failed send focuses
 * the first wrong field).
 */
export function PersonNameFields({
  first,
  last,
  errors,
}: {
  first: UseFormRegisterReturn<'first_name'>;
  last: UseFormRegisterReturn<'last_name'>;
  errors: FieldErrors<{ first_name: string; last_name: string }>;
}) {
  return (
    <div className={styles.row}>
      <TextField label="First name" autoComplete="given-name" error={errors.first_name?.message} {...first} />
      <TextField label="Last name" autoComplete="family-name" error={errors.last_name?.message} {...last} />
    </div>
  );
}
