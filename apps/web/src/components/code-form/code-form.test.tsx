import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CodeForm, type CodeFormProps } from './code-form';

function renderForm(props: Partial<CodeFormProps> = {}) {
  const defaults: CodeFormProps = {
    hint: 'The 6-digit code in the email we sent you.',
    sentMessage: 'We have sent a 6-digit code to maria@santos.example.',
    onVerify: vi.fn(() => Promise.resolve()),
    verifying: false,
    onResend: vi.fn(() => Promise.resolve('We have sent a new code.')),
    resending: false,
    backLabel: 'Change your details',
    onBack: vi.fn(),
  };
  const all = { ...defaults, ...props };
  render(<CodeForm {...all} />);
  return all;
}

describe('CodeForm', () => {
  it('keeps the digits of what is typed and sends them', async () => {
    const { onVerify } = renderForm();
    expect(screen.getByRole('group', { name: 'The code from the email' })).toBeInTheDocument();
    const input = screen.getByRole('textbox', { name: 'Verification code' });
    await userEvent.type(input, '12a 34-56');
    expect(input).toHaveValue('123456');
    await userEvent.click(screen.getByRole('button', { name: 'VERIFY' }));
    // The form's rules load with their first use (code-form-resolver.ts): the call follows once they have.
    await waitFor(() => expect(onVerify).toHaveBeenCalledWith('123456'));
  });

  it("shows a refusal's message until the code is edited", async () => {
    renderForm({ onVerify: () => Promise.reject(new Error('The code is incorrect. Remaining attempts: 4')) });
    const input = screen.getByRole('textbox', { name: 'Verification code' });
    await userEvent.type(input, '000000');
    await userEvent.click(screen.getByRole('button', { name: 'VERIFY' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The code is incorrect. Remaining attempts: 4',
    );
    await userEvent.type(input, '{Backspace}');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('announces a resent code with a new element and empties the field for it', async () => {
    renderForm();
    const first = screen.getByRole('status');
    expect(first).toHaveTextContent('We have sent a 6-digit code to maria@santos.example.');
    const input = screen.getByRole('textbox', { name: 'Verification code' });
    await userEvent.type(input, '123');
    await userEvent.click(screen.getByRole('button', { name: 'Resend code' }));
    const second = await screen.findByText('We have sent a new code.');
    expect(second.closest('[role="status"]')).not.toBe(first);
    expect(input).toHaveValue('');
  });

  it('locks the code, the resend and the way back while verifying', async () => {
    const { onBack } = renderForm({ verifying: true });
    expect(screen.getByRole('textbox', { name: 'Verification code' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'VERIFYING...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Resend code' })).toBeDisabled();
    const back = screen.getByRole('button', { name: 'Change your details' });
    expect(back).toBeDisabled();
    await userEvent.click(back);
    expect(onBack).not.toHaveBeenCalled();
  });

  it("offers no 'Resend code' without a way to mail one; the way back remains", () => {
    renderForm({ onResend: undefined, backLabel: 'Ask for a new code' });
    expect(screen.queryByRole('button', { name: 'Resend code' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ask for a new code' })).toBeEnabled();
  });
});
