import type { Meta, StoryObj } from '@storybook/react-vite';
import { FieldError } from './FieldError';

const meta = {
  title: 'Components/FieldError',
  component: FieldError,
} satisfies Meta<typeof FieldError>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { id: 'email-error', children: 'Email is required.' },
};

export const Playground: Story = {
  args: { id: 'playground-error', children: 'Password must be at least 8 characters.' },
  argTypes: {
    id: { control: 'text' },
    children: { control: 'text' },
  },
};
