import { COUNTRIES } from '@firm/countries';
import { Select, TextField } from '@firm/ui';
import type { FieldErrors, UseFormRegisterReturn } from 'react-hook-form';
import styles from '../person-fields/person-name-fields.module.css';

const COUNTRY_OPTIONS = COUNTRIES.map((country) => ({ value: country.isoCode, label: country.name }));

type AddressField = 'street_address' | 'address_line_2' | 'city' | 'state' | 'postal_code' | 'country';

/**
 * An address in two columns (one on a narrow screen): street, second line, city, state, postal code and the country
 * chosen from @firm/countries (its ISO code). The group the organisation's details and its billing details share,
 * with their labels, autofill and messages; `billing` makes the browser offer its billing address. The form
 * registers the fields itself, so they keep their place in its order.
 */
export function AddressFields({
  fields,
  errors,
  billing = false,
}: {
  fields: { [Field in AddressField]: UseFormRegisterReturn<Field> };
  errors: FieldErrors<Record<AddressField, string>>;
  billing?: boolean;
}) {
  const autofill = (token: string) => (billing ? `billing ${token}` : token);
  return (
    <>
      <div className={styles.row}>
        <TextField
          label="Address line 1"
          autoComplete={autofill('address-line1')}
          error={errors.street_address?.message}
          {...fields.street_address}
        />
        <TextField
          label="Address line 2"
          autoComplete={autofill('address-line2')}
          error={errors.address_line_2?.message}
          {...fields.address_line_2}
        />
      </div>
      <div className={styles.row}>
        <TextField
          label="City"
          autoComplete={autofill('address-level2')}
          error={errors.city?.message}
          {...fields.city}
        />
        <TextField
          label="State"
          autoComplete={autofill('address-level1')}
          error={errors.state?.message}
          {...fields.state}
        />
      </div>
      <div className={styles.row}>
        <TextField
          label="Postal code"
          autoComplete={autofill('postal-code')}
          error={errors.postal_code?.message}
          {...fields.postal_code}
        />
        <Select
          label="Country"
          placeholder="Select a country"
          options={COUNTRY_OPTIONS}
          autoComplete={autofill('country')}
          error={errors.country?.message}
          {...fields.country}
        />
      </div>
    </>
  );
}
