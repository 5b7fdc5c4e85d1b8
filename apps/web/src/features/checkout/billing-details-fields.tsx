import { countryOptions } from '@firm/countries';
import { PO_NUMBER_MAX_LENGTH, type BillingForm } from '@firm/domain';
import { Select, TextField } from '@firm/ui';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import styles from './billing.module.css';

const COUNTRIES = countryOptions();

/**
 * SPEC §3/§5 billing details: name (the cardholder's), company, email, country, and the zip code for a card only;
 * and the buyer's purchase-order number (issue 46). Each field shows its first failing rule under it.
 */
export function BillingDetailsFields({
  register,
  errors,
  withZipCode,
  poRequired,
}: {
  register: UseFormRegister<BillingForm>;
  errors: FieldErrors<BillingForm>;
  withZipCode: boolean;
  /** The organisation's billing details ask for a purchase-order number on every order (issue 46). */
  poRequired: boolean;
}) {
  return (
    <div className={styles.fields}>
      <TextField
        label="Name"
        hint={withZipCode ? 'As it appears on the card' : undefined}
        autoComplete={withZipCode ? 'cc-name' : 'name'}
        error={errors.username?.message}
        {...register('username')}
      />
      <TextField
        label="Company"
        autoComplete="organization"
        error={errors.company?.message}
        {...register('company')}
      />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <div className={styles.fieldRow}>
        <Select
          label="Country"
          placeholder="SELECT COUNTRY"
          options={COUNTRIES}
          autoComplete="country-name"
          error={errors.country?.message}
          {...register('country')}
        />
        {withZipCode ? (
          <TextField
            label="Zip code"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={10}
            error={errors.zipcode?.message}
            {...register('zipcode')}
          />
        ) : null}
      </div>
      <TextField
        label={poRequired ? 'Purchase order number' : 'Purchase order number (optional)'}
        hint={
          poRequired
            ? 'Your organisation needs one on every order. It is printed on the invoice or receipt.'
            : 'Printed on the invoice or receipt, for your accounts payable.'
        }
        autoComplete="off"
        spellCheck={false}
        maxLength={PO_NUMBER_MAX_LENGTH}
        aria-required={poRequired || undefined}
        error={errors.po_number?.message}
        {...register('po_number')}
      />
    </div>
  );
}
