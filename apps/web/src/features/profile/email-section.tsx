import { ProfileMessages, type EmailChangeRequest, type Profile } from '@firm/domain';
import { Alert } from '@firm/ui';
import { useEffect, useRef, useState } from 'react';
import { CodeForm } from '../../components/code-form/code-form';
import { EmailRequestForm } from './email-request-form';
import { codeFailureMessage, failureMessage } from './profile-refusal';
import styles from './profile.module.css';
import { useConfirmEmailChangeMutation, useRequestEmailChangeMutation } from '../../data/profile';

type Step =
  | { name: 'request'; email: string }
  /**
   * `request` is what asked for the code on this visit, kept to ask for another; a change left waiting on an
   * earlier visit has none (the password is never stored), so a new code is asked for from the first step.
   */
  | { name: 'code'; email: string; request: EmailChangeRequest | null; sentMessage: string };

function waitingMessage(email: string): string {
  return `A change of your email address to ${email} is waiting for its code.`;
}

/**
 * Changing the email address (issue 15): the new address and the current password, then the 6-digit code mailed
 * to the new address; the change takes effect when the code is confirmed. A change left waiting shows its code
 * step at once. Each step moves focus to the section's heading, as the steps of a FormCard do.
 */
export function EmailSection({ profile }: { profile: Profile }) {
  const [step, setStep] = useState<Step>(() =>
    profile.pending_email
      ? {
          name: 'code',
          email: profile.pending_email,
          request: null,
          sentMessage: waitingMessage(profile.pending_email),
        }
      : { name: 'request', email: '' },
  );
  const [changed, setChanged] = useState(false);
  const requestChange = useRequestEmailChangeMutation();
  const confirm = useConfirmEmailChangeMutation();

  const heading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step.name);
  useEffect(() => {
    if (shownStep.current === step.name) return;
    shownStep.current = step.name;
    heading.current?.focus();
  }, [step.name]);

  const verify = async (otp: string) => {
    try {
      await confirm.mutateAsync(otp);
    } catch (error) {
      throw new Error(codeFailureMessage(error));
    }
    setChanged(true);
    setStep({ name: 'request', email: '' });
  };

  const resend = async (request: EmailChangeRequest) => {
    try {
      await requestChange.mutateAsync(request);
    } catch (error) {
      throw new Error(failureMessage(error));
    }
    return ProfileMessages.emailCodeSent;
  };

  const askedNow = step.name === 'code' ? step.request : null;

  return (
    <section aria-labelledby="profile-email-title" className={styles.section}>
      <h2 id="profile-email-title" ref={heading} tabIndex={-1} className={styles.sectionTitle}>
        Email address
      </h2>
      <p className={styles.muted}>
        You sign in with <strong>{profile.email}</strong>. A new address takes effect once you enter the code
        we send to it.
      </p>
      {changed ? <Alert tone="success">{ProfileMessages.emailChanged}</Alert> : null}
      {step.name === 'request' ? (
        <EmailRequestForm
          defaultEmail={step.email}
          onCodeSent={(request) => {
            setChanged(false);
            setStep({
              name: 'code',
              email: request.email,
              request,
              sentMessage: ProfileMessages.emailCodeSent,
            });
          }}
        />
      ) : (
        <div className={`${styles.group} ${styles.narrow}`}>
          <CodeForm
            hint={`The 6-digit code in the email sent to ${step.email}.`}
            sentMessage={step.sentMessage}
            onVerify={verify}
            verifying={confirm.isPending}
            onResend={askedNow ? () => resend(askedNow) : undefined}
            resending={requestChange.isPending}
            backLabel={askedNow ? 'Use another email address' : 'Ask for a new code'}
            onBack={() => setStep({ name: 'request', email: step.email })}
          />
        </div>
      )}
    </section>
  );
}
