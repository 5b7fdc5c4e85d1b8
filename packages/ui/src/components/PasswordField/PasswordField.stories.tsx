import type { Meta, StoryObj } from '@storybook/react-vite';
import { PasswordField } from './PasswordField';

const meta = {
  title: 'Components/PasswordField',
  component: PasswordField,
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { label: 'Password', name: 'password', autoComplete: 'current-password' },
};

export const Playground: Story = {
  args: {
    label: 'Password',
    name: 'password',
    autoComplete: 'new-password',
    hint: 'At least 8 characters.',
    error: '',
    disabled: false,
    required: false,
  },
  argTypes: {
    label: { control: 'text' },
    hint: { control: 'text' },
    error: { control: 'text' },
    disabled: { control: 'boolean' },
    required: { control: 'boolean' },
    autoComplete: { control: 'inline-radio', options: ['current-password', 'new-password'] },
  },
};

export const WithError: Story = {
  args: {
    label: 'Password',
    name: 'password',
    defaultValue: 'short',
    error: 'Password must be at least 8 characters.',
  },
};
