import { CodeForm } from '../../components/code-form/code-form';
import { useForgotPasswordMutation, useVerifyOtpMutation } from './use-password-reset-mutations';

const CODE_SENT = 'If an account uses this email address, we have sent a 6-digit code to it.';

export interface CodeStepProps {
  email: string;
  /** The server's answer to the request for a code. */
  sentMessage: string | undefined;
  /** The code was right: the token allows one password reset. */
  onVerified: (token: string) => void;
  /** Back to step 1, to correct the address. */
  onChangeEmail: () => void;
}

/**
 * Step 2 of SPEC §4 forgot password: the mailed code. A wrong code shows the server's message with the attempts
 * left; the last one allowed sends the visitor to /login (both in useVerifyOtpMutation).
 */
export function CodeStep({ email, sentMessage, onVerified, onChangeEmail }: CodeStepProps) {
  const verify = useVerifyOtpMutation();
  const resend = useForgotPasswordMutation();

  return (
    <CodeForm
      hint={`The 6-digit code in the email sent to ${email}.`}
      sentMessage={sentMessage || CODE_SENT}
      onVerify={(otp) => verify.mutateAsync({ email, otp }).then(onVerified)}
      verifying={verify.isPending}
      onResend={async () => (await resend.mutateAsync({ email })) || CODE_SENT}
      resending={resend.isPending}
      backLabel="Use another email address"
      onBack={onChangeEmail}
    />
  );
}
