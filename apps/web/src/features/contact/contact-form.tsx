import { ApiRequestError } from '@firm/api-client';
import { COUNTRIES as COUNTRY_LIST, countryOptions, findCountryByName } from '@firm/countries';
import {
  callingCodeOfIsoCode,
  EMPTY_INQUIRY,
  HEAR_ABOUT_US_OPTIONS,
  REASON_FOR_INQUIRY_OPTIONS,
  type InquiryForm,
} from '@firm/domain';
import { Alert, Button, PhoneField, Select, TextArea, TextField } from '@firm/ui';
import { useEffect, useRef, useState } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { lazyResolver } from '../../lib/lazy-resolver';
import styles from './contact.module.css';
import { useInquiryMutation } from './use-inquiry-mutation';
import { failureMessage } from '../../lib/failure-message';

const COUNTRIES = countryOptions();
const HEAR_ABOUT_US = [...HEAR_ABOUT_US_OPTIONS];
const REASONS = [...REASON_FOR_INQUIRY_OPTIONS];
const SEND_FAILED = 'Your message could not be sent. Please try again in a moment.';

const resolver = lazyResolver(() => import('./contact-form-resolver'));

/**
 * SPEC §2/§5 contact form. Submitting checks every field and shows each message in red under its field; nothing is
 * sent while any is invalid. A sent message shows a confirmation and clears the form (DESIGN §4). The phone's
 * calling code (SPEC §9) follows the Country select until the person picks one in the picker.
 */
export function ContactForm() {
  const inquiry = useInquiryMutation();
  const confirmation = useRef<HTMLDivElement>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setValue,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<InquiryForm>({
    resolver,
    defaultValues: EMPTY_INQUIRY as InquiryForm,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  // The picker's value is a country (several share a calling code); the form sends that country's code.
  const [pickedCountry, setPickedCountry] = useState<string | null>(null);
  const chosenCountry = watch('country');
  const phoneCountry = pickedCountry ?? findCountryByName(chosenCountry ?? '')?.isoCode ?? '';
  const validatePhone = errors.phone !== undefined || errors.phoneCode !== undefined;

  function followCountry(isoCode: string) {
    setValue('phoneCode', callingCodeOfIsoCode(isoCode) ?? '', { shouldValidate: validatePhone });
  }

  useEffect(() => {
    if (inquiry.isSuccess) confirmation.current?.focus();
  }, [inquiry.isSuccess]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      await inquiry.mutateAsync(values);
      reset(EMPTY_INQUIRY as InquiryForm);
      setPickedCountry(null);
    } catch (error) {
      // The server checks with the same rules; if it still refuses a field, show its message there.
      if (error instanceof ApiRequestError && error.errors) {
        for (const [field, messages] of Object.entries(error.errors)) {
          setError(field as FieldPath<InquiryForm>, { message: messages[0] });
        }
      }
    }
  });

  const sendError =
    inquiry.isError && !(inquiry.error instanceof ApiRequestError && inquiry.error.errors)
      ? failureMessage(inquiry.error, SEND_FAILED)
      : null;

  return (
    <form
      onFocus={resolver.preload}
      className={styles.form}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-label="Contact form"
    >
      {inquiry.isSuccess ? (
        <div ref={confirmation} tabIndex={-1} className={styles.confirmation}>
          <Alert tone="success" title="Message sent">
            {inquiry.data.message}
          </Alert>
        </div>
      ) : null}
      <div className={styles.row}>
        <TextField
          label="First name"
          autoComplete="given-name"
          error={errors.firstName?.message}
          {...register('firstName')}
        />
        <TextField
          label="Last name"
          autoComplete="family-name"
          error={errors.lastName?.message}
          {...register('lastName')}
        />
      </div>
      <div className={styles.row}>
        <TextField
          label="Email address"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <PhoneField
          label="Phone number"
          autoComplete="tel-national"
          countries={COUNTRY_LIST}
          country={phoneCountry}
          onCountryChange={(isoCode) => {
            setPickedCountry(isoCode);
            followCountry(isoCode);
          }}
          error={errors.phone?.message ?? errors.phoneCode?.message}
          {...register('phone')}
        />
      </div>
      <TextField
        label="Company (optional)"
        autoComplete="organization"
        error={errors.company?.message}
        {...register('company')}
      />
      <Select
        label="Country"
        placeholder="SELECT COUNTRY"
        options={COUNTRIES}
        autoComplete="country-name"
        error={errors.country?.message}
        {...register('country', {
          onChange: (event: { target: { value: string } }) => {
            if (pickedCountry === null) followCountry(findCountryByName(event.target.value)?.isoCode ?? '');
          },
        })}
      />
      <Select
        label="How did you hear about us?"
        placeholder="HOW DID YOU HEAR ABOUT US?"
        options={HEAR_ABOUT_US}
        error={errors.hearAboutUs?.message}
        {...register('hearAboutUs')}
      />
      <Select
        label="Reason for inquiry"
        placeholder="REASON FOR INQUIRY"
        options={REASONS}
        error={errors.reasonForInquiry?.message}
        {...register('reasonForInquiry')}
      />
      <TextArea
        label="Comments (optional)"
        rows={3}
        error={errors.comments?.message}
        {...register('comments')}
      />
      {sendError ? <Alert tone="error">{sendError}</Alert> : null}
      <Button type="submit" busy={isSubmitting} busyLabel="SENDING..." className={styles.submit}>
        SUBMIT
      </Button>
    </form>
  );
}
