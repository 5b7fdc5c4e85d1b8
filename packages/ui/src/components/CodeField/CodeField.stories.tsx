import type { Meta, StoryObj } from '@storybook/react-vite';
import { CodeField } from './CodeField';

const meta = {
  title: 'Components/CodeField',
  component: CodeField,
} satisfies Meta<typeof CodeField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { label: 'Verification code', name: 'otp' },
};

export const Playground: Story = {
  args: {
    label: 'Verification code',
    name: 'otp',
    hint: 'The 6-digit code from the email we sent you.',
    error: '',
    length: 6,
    disabled: false,
    required: false,
  },
  argTypes: {
    label: { control: 'text' },
    hint: { control: 'text' },
    error: { control: 'text' },
    length: { control: { type: 'number', min: 4, max: 8 } },
    disabled: { control: 'boolean' },
    required: { control: 'boolean' },
  },
};

export const WithError: Story = {
  args: { label: 'Verification code', name: 'otp', defaultValue: '1234', error: 'Please enter a valid OTP.' },
};
