import type { RegistrationPayload } from '@firm/domain';
import { CodeForm } from '../../components/code-form/code-form';
import { codeSentMessage } from './registration-messages';
import { useConfirmRegistrationMutation, useRegisterMutation } from './use-registration-mutations';

export interface RegistrationCodeFormProps {
  /** The enrolment as sent: posting it again mails a new code. */
  payload: RegistrationPayload;
  /** The server's answer to the enrolment: where the code went. */
  sentMessage: string | undefined;
  /** Back to the details, to correct them. */
  onEdit: () => void;
}

/**
 * SPEC §4 registerOtp: the code mailed to the address confirms it. A wrong code shows the server's message (no
 * attempts count here) and the visitor may try again or ask for a new code.
 */
export function RegistrationCodeForm({ payload, sentMessage, onEdit }: RegistrationCodeFormProps) {
  const confirm = useConfirmRegistrationMutation();
  const resend = useRegisterMutation();

  return (
    <CodeForm
      hint="The 6-digit code in the email we sent you."
      sentMessage={sentMessage || codeSentMessage(payload.email)}
      onVerify={(otp) => confirm.mutateAsync({ email: payload.email, otp })}
      // Still locked once confirmed: the page is on its way to /login.
      verifying={confirm.isPending || confirm.isSuccess}
      onResend={async () => (await resend.mutateAsync(payload)) || codeSentMessage(payload.email)}
      resending={resend.isPending}
      backLabel="Change your details"
      onBack={onEdit}
    />
  );
}
