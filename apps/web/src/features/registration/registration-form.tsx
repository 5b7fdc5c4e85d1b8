import { COUNTRIES } from '@firm/countries';
import {
  INDUSTRY_SECTOR_OPTIONS,
  REGISTRATION_PASSWORD_MIN_LENGTH,
  toRegistrationPayload,
  type RegistrationForm as RegistrationValues,
  type RegistrationPayload,
} from '@firm/domain';
import { Alert, Button, Fieldset, PasswordField, PhoneField, Select, TextField } from '@firm/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { lazyResolver } from '../../lib/lazy-resolver';
import { useRefusedFieldFocus } from '../../lib/use-refused-field-focus';
import { refusedFields } from './registration-messages';
import styles from './registration.module.css';
import { useRegisterMutation } from './use-registration-mutations';
import { PersonNameFields } from '../../components/person-fields/person-name-fields';

const INDUSTRY_SECTORS = [...INDUSTRY_SECTOR_OPTIONS];
// The registration payload carries the ISO code (SPEC §3 default IN); people choose by name.
const COUNTRY_OPTIONS = COUNTRIES.map((country) => ({ value: country.isoCode, label: country.name }));
const PASSWORD_HINT = `At least ${REGISTRATION_PASSWORD_MIN_LENGTH} characters.`;

/** The server names `phone_code` when it refuses the calling code: its message belongs under the number. */
function formField(field: string): string {
  return field === 'phone_code' ? 'phone_number' : field;
}

export interface RegistrationFormProps {
  defaultValues: RegistrationValues;
  /** The server took the enrolment and mailed a code; `message` says where it went. */
  onRegistered: (
    values: RegistrationValues,
    payload: RegistrationPayload,
    message: string | undefined,
  ) => void;
}

const resolver = lazyResolver(() => import('./registration-form-resolver'));

/**
 * SPEC §2/§5 enrolment form. Submitting checks every field and shows each one's first message under it; nothing is
 * sent while any is invalid. The checked fields stand in the order of SPEC §5, so the messages read in that order
 * and the first one is where focus goes. Industry and country are not checked. The mobile number's calling code
 * follows the Country select until the person picks one. A message of the server about a field shows once, under
 * that field; only a failure about no field shows above the button.
 */
export function RegistrationForm({ defaultValues, onRegistered }: RegistrationFormProps) {
  const registration = useRegisterMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    setFocus,
    watch,
    formState: { errors },
  } = useForm<RegistrationValues>({
    resolver,
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  });

  // A code chosen earlier (the values come back from the code step) stays chosen.
  const [codePicked, setCodePicked] = useState(
    () => defaultValues.phone_country !== '' && defaultValues.phone_country !== defaultValues.country,
  );
  const phoneCountry = watch('phone_country') || watch('country');

  const onSubmit = handleSubmit((values) => {
    setFailure(null);
    const payload = toRegistrationPayload(values);
    registration.mutate(payload, {
      onSuccess: (message) => onRegistered(values, payload, message),
      onError: (error) => {
        const fields = Object.entries(refusedFields(error.cause) ?? {})
          .map(([field, messages]) => [formField(field), messages] as const)
          // A field of this form (every one has its default value).
          .filter(([field]) => Object.hasOwn(defaultValues, field));
        // The server's message repeats the first field's: say it once, under the field.
        if (fields.length === 0) setFailure(error.message);
        fields.forEach(([field, messages]) => {
          setError(field as keyof RegistrationValues, { type: 'server', message: messages[0] });
        });
        focusRefused((fields[0]?.[0] as keyof RegistrationValues | undefined) ?? null);
      },
    });
  });

  const busy = registration.isPending;

  const focusRefused = useRefusedFieldFocus(busy, setFocus);

  return (
    <form
      onFocus={resolver.preload}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-label="Enrolment"
    >
      <Fieldset legend="Your organisation and account" disabled={busy}>
        <TextField
          label="Tenant"
          hint="The name of your organisation."
          autoComplete="organization"
          error={errors.tenant?.message}
          {...register('tenant')}
        />
        <Select
          label="Industry sector"
          placeholder="SELECT INDUSTRY SECTOR"
          options={INDUSTRY_SECTORS}
          error={errors.industry_sector?.message}
          {...register('industry_sector')}
        />
        <PersonNameFields first={register('first_name')} last={register('last_name')} errors={errors} />
        <div className={styles.row}>
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            error={errors.email?.message}
            {...register('email')}
          />
          <PhoneField
            label="Mobile number"
            autoComplete="tel-national"
            countries={COUNTRIES}
            country={phoneCountry}
            onCountryChange={(isoCode) => {
              setCodePicked(true);
              setValue('phone_country', isoCode, { shouldValidate: errors.phone_number !== undefined });
            }}
            error={errors.phone_number?.message}
            {...register('phone_number')}
          />
        </div>
        <PasswordField
          label="Password"
          hint={PASSWORD_HINT}
          autoComplete="new-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <TextField
          label="Street address"
          autoComplete="street-address"
          error={errors.street_address?.message}
          {...register('street_address')}
        />
        <div className={styles.row}>
          <TextField
            label="City"
            autoComplete="address-level2"
            error={errors.city?.message}
            {...register('city')}
          />
          <Select
            label="Country"
            options={COUNTRY_OPTIONS}
            autoComplete="country"
            error={errors.country?.message}
            {...register('country', {
              onChange: (event: { target: { value: string } }) => {
                if (!codePicked) {
                  setValue('phone_country', event.target.value, {
                    shouldValidate: errors.phone_number !== undefined,
                  });
                }
              },
            })}
          />
        </div>
        {failure ? <Alert tone="error">{failure}</Alert> : null}
        <Button type="submit" busy={busy} busyLabel="ENROLLING..." className={styles.submit}>
          ENROLL NOW
        </Button>
      </Fieldset>
    </form>
  );
}
