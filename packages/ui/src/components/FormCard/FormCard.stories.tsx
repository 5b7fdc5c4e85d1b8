import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from '../Button';
import { CodeField } from '../CodeField';
import { PasswordField } from '../PasswordField';
import { TextField } from '../TextField';
import { FormCard } from './FormCard';

const meta = {
  title: 'Components/FormCard',
  component: FormCard,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Client Login',
    lead: 'Sign in to read, download and search the reports your organisation subscribes to.',
    children: (
      <form style={{ display: 'grid', gap: 'var(--space-4)' }} onSubmit={(event) => event.preventDefault()}>
        <TextField label="Email" type="email" name="email" autoComplete="username" />
        <PasswordField label="Password" name="password" autoComplete="current-password" />
        <Button type="submit">SIGN IN</Button>
      </form>
    ),
  },
} satisfies Meta<typeof FormCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: {
    title: 'Enter your code',
    caption: 'Step 2 of 3',
    lead: 'We have sent a 6-digit code to maria@santos.example.',
    width: 'narrow',
    headingLevel: 1,
    footer: (
      <p>
        <a href="#login">Back to sign in</a>
      </p>
    ),
    children: (
      <form style={{ display: 'grid', gap: 'var(--space-4)' }} onSubmit={(event) => event.preventDefault()}>
        <CodeField label="Verification code" name="otp" />
        <Button type="submit">VERIFY</Button>
      </form>
    ),
  },
  argTypes: {
    title: { control: 'text' },
    caption: { control: 'text' },
    lead: { control: 'text' },
    width: { control: 'inline-radio', options: ['narrow', 'wide'] },
    headingLevel: { control: 'inline-radio', options: [1, 2] },
    step: { control: 'text' },
    footer: { control: false },
    children: { control: false },
  },
};

const STEPS = [
  {
    title: 'Forgot Password',
    field: <TextField label="Email" type="email" name="email" />,
    action: 'SEND CODE',
  },
  { title: 'Enter your code', field: <CodeField label="Verification code" name="otp" />, action: 'VERIFY' },
  {
    title: 'Choose a new password',
    field: <PasswordField label="New password" name="new_password" autoComplete="new-password" />,
    action: 'RESET PASSWORD',
  },
] as const;

/** Going on to the next step moves focus to its heading. */
export const Steps: Story = {
  render: function StepsStory() {
    const [step, setStep] = useState(0);
    const current = STEPS[step] ?? STEPS[0];
    return (
      <FormCard title={current.title} caption={`Step ${step + 1} of 3`} step={step}>
        <form
          style={{ display: 'grid', gap: 'var(--space-4)' }}
          onSubmit={(event) => {
            event.preventDefault();
            setStep((shown) => (shown + 1) % STEPS.length);
          }}
        >
          {current.field}
          <Button type="submit">{current.action}</Button>
        </form>
      </FormCard>
    );
  },
};
