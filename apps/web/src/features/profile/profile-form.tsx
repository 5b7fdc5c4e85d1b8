import { COUNTRIES } from '@firm/countries';
import {
  callingCodeOfIsoCode,
  ProfileMessages,
  type ProfileUpdateSchema,
  type Profile,
  type ProfileUpdate,
} from '@firm/domain';
import { Alert, Button, Fieldset, PhoneField, TextField } from '@firm/ui';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { lazyResolver } from '../../lib/lazy-resolver';
import { useRefusedFieldFocus } from '../../lib/use-refused-field-focus';
import { FactList } from '../../components/profile-panel/fact-list';
import {
  COMPANY_FIELDS,
  companyFacts,
  formFieldOf,
  PERSON_FIELDS,
  phoneCountryOf,
  profileFormValues,
  profileUpdateOf,
} from './profile-fields';
import { refusalOf } from '../../lib/refusal';
import styles from './profile.module.css';
import { useUpdateProfileMutation } from '../../data/profile';
import { PersonNameFields } from '../../components/person-fields/person-name-fields';
import { AddressFields } from '../../components/address-fields/address-fields';

type CheckedProfile = z.output<typeof ProfileUpdateSchema>;
type FormField = (typeof PERSON_FIELDS)[number] | (typeof COMPANY_FIELDS)[number];

export interface ProfileFormProps {
  profile: Profile;
  /** The server stored the changes; the query's profile is already the stored one. */
  onSaved: () => void;
  onCancel: () => void;
}

const resolver = lazyResolver(() => import('./profile-form-resolver'));

/**
 * The profile's Edit form (issue 15): the person's fields, and the company's for the owner and admins (others see
 * them read-only, with why). The domain's rules check every field on Save and say what is wrong under it; a field
 * the server still refuses shows its message there too. The email changes in its own section, with a code.
 */
export function ProfileForm({ profile, onSaved, onCancel }: ProfileFormProps) {
  const update = useUpdateProfileMutation();
  const canEditCompany = profile.can_edit_company;
  const fields: readonly FormField[] = canEditCompany ? [...PERSON_FIELDS, ...COMPANY_FIELDS] : PERSON_FIELDS;
  const [failure, setFailure] = useState<string | null>(null);
  // The picker's value is a country (several share a calling code); the form sends that country's code.
  const [phoneCountry, setPhoneCountry] = useState(() => phoneCountryOf(profile));
  const companyTitleId = useId();
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    setFocus,
    formState: { errors },
  } = useForm<ProfileUpdate, unknown, CheckedProfile>({
    resolver,
    defaultValues: profileFormValues(profile),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  });

  // Edit puts the person in the first field.
  useEffect(() => setFocus('first_name'), [setFocus]);

  const onSubmit = handleSubmit((checked) => {
    setFailure(null);
    update.mutate(profileUpdateOf(checked, canEditCompany), {
      onSuccess: onSaved,
      onError: (error) => {
        const refusal = refusalOf(error, fields, formFieldOf);
        setFailure(refusal.message);
        for (const [field, message] of refusal.fields) setError(field, { type: 'server', message });
        focusRefused(refusal.fields[0]?.[0] ?? null);
      },
    });
  });

  const busy = update.isPending;

  const focusRefused = useRefusedFieldFocus(busy, setFocus);

  return (
    <form
      onFocus={resolver.preload}
      noValidate
      aria-label="Edit your details"
      className={styles.form}
      onSubmit={(event) => void onSubmit(event)}
    >
      <Fieldset legend="About you" hideLegend={false} disabled={busy}>
        <PersonNameFields first={register('first_name')} last={register('last_name')} errors={errors} />
        <div className={styles.row}>
          <TextField
            label="Job title"
            autoComplete="organization-title"
            error={errors.job_title?.message}
            {...register('job_title')}
          />
          <PhoneField
            label="Phone"
            autoComplete="tel-national"
            countries={COUNTRIES}
            country={phoneCountry}
            onCountryChange={(isoCode) => {
              setPhoneCountry(isoCode);
              setValue('phone_code', callingCodeOfIsoCode(isoCode) ?? '', { shouldDirty: true });
            }}
            error={errors.phone_number?.message}
            {...register('phone_number')}
          />
        </div>
      </Fieldset>

      {canEditCompany ? (
        <Fieldset legend="Your organisation" hideLegend={false} disabled={busy}>
          <TextField
            label="Company name"
            autoComplete="organization"
            error={errors.company?.message}
            {...register('company')}
          />
          <AddressFields
            fields={{
              street_address: register('street_address'),
              address_line_2: register('address_line_2'),
              city: register('city'),
              state: register('state'),
              postal_code: register('postal_code'),
              country: register('country'),
            }}
            errors={errors}
          />
        </Fieldset>
      ) : (
        <div role="group" aria-labelledby={companyTitleId} className={styles.group}>
          <h3 id={companyTitleId} className={styles.groupTitle}>
            Your organisation
          </h3>
          <p className={styles.muted}>{ProfileMessages.companyForbidden}</p>
          <FactList facts={companyFacts(profile)} />
        </div>
      )}

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
