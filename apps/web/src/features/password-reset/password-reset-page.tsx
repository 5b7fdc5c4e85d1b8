import { FormCard } from '@firm/ui';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { CodeStep } from './code-step';
import { EmailStep } from './email-step';
import { NewPasswordStep } from './new-password-step';

type Step =
  | { name: 'email' }
  | { name: 'code'; email: string; sentMessage: string | undefined }
  | { name: 'password'; token: string };

const STEPS = {
  email: {
    number: 1,
    title: 'Forgot Password',
    lead: 'Enter the email address you sign in with and we will send you a 6-digit code.',
  },
  code: { number: 2, title: 'Enter your code', lead: undefined },
  password: {
    number: 3,
    title: 'Choose a new password',
    lead: 'Your new password replaces the old one at once.',
  },
} as const;

export interface PasswordResetPageProps {
  /** A reset token from a staff invitation's link (issue 16): the page starts at choosing the password. */
  token?: string | undefined;
}

/**
 * SPEC §2/§4 forgot password in three steps: email, code, new password; then /login. The reset token from step 2
 * is held in this component's state only: it is gone once the page is left.
 */
export function PasswordResetPage({ token }: PasswordResetPageProps = {}) {
  const [step, setStep] = useState<Step>(token ? { name: 'password', token } : { name: 'email' });
  const [email, setEmail] = useState('');
  const shown = STEPS[step.name];

  return (
    <FormCard
      title={shown.title}
      caption={`Step ${shown.number} of 3`}
      lead={shown.lead}
      step={step.name}
      footer={
        <p>
          <Link to="/login">Back to sign in</Link>
        </p>
      }
    >
      {step.name === 'email' ? (
        <EmailStep
          defaultEmail={email}
          onCodeSent={(address, sentMessage) => {
            setEmail(address);
            setStep({ name: 'code', email: address, sentMessage });
          }}
        />
      ) : step.name === 'code' ? (
        <CodeStep
          email={step.email}
          sentMessage={step.sentMessage}
          onVerified={(token) => setStep({ name: 'password', token })}
          onChangeEmail={() => setStep({ name: 'email' })}
        />
      ) : (
        <NewPasswordStep token={step.token} />
      )}
    </FormCard>
  );
}
