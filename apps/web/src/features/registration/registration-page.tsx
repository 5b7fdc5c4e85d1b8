import {
  EMPTY_REGISTRATION,
  type RegistrationForm as RegistrationValues,
  type RegistrationPayload,
} from '@firm/domain';
import { FormCard } from '@firm/ui';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { RegistrationCodeForm } from './registration-code-form';
import { RegistrationForm } from './registration-form';

type Step =
  { name: 'details' } | { name: 'code'; payload: RegistrationPayload; sentMessage: string | undefined };

/**
 * SPEC §2/§4 'Enroll Now': the details (registerForm), then the mailed code (registerOtp), then /login. The
 * details are kept while the code step shows, so going back to correct them loses nothing.
 */
export function RegistrationPage() {
  const [step, setStep] = useState<Step>({ name: 'details' });
  const [values, setValues] = useState<RegistrationValues>(EMPTY_REGISTRATION);

  const footer = (
    <p>
      <Link to="/login">Already a Client? Sign In</Link>
    </p>
  );

  if (step.name === 'code') {
    return (
      <FormCard title="Confirm your email address" step={step.name} footer={footer}>
        <RegistrationCodeForm
          payload={step.payload}
          sentMessage={step.sentMessage}
          onEdit={() => setStep({ name: 'details' })}
        />
      </FormCard>
    );
  }

  return (
    <FormCard
      title="Enroll Now"
      lead="Enroll your organisation to subscribe to our reports and use the client portal."
      width="wide"
      step={step.name}
      footer={footer}
    >
      <RegistrationForm
        defaultValues={values}
        onRegistered={(submitted, payload, sentMessage) => {
          setValues(submitted);
          setStep({ name: 'code', payload, sentMessage });
        }}
      />
    </FormCard>
  );
}
