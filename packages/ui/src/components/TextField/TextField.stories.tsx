import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextField } from './TextField';

const meta = {
  title: 'Components/TextField',
  component: TextField,
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { label: 'Email', name: 'email', type: 'email', autoComplete: 'email' },
};

export const Playground: Story = {
  args: {
    label: 'Company',
    name: 'company',
    hint: 'As it appears on your invoices.',
    error: '',
    placeholder: 'Acme Coffee Traders',
    disabled: false,
    required: false,
    type: 'text',
  },
  argTypes: {
    label: { control: 'text' },
    hint: { control: 'text' },
    error: { control: 'text' },
    placeholder: { control: 'text' },
    disabled: { control: 'boolean' },
    required: { control: 'boolean' },
    type: { control: 'select', options: ['text', 'email', 'tel', 'url', 'number', 'search'] },
  },
};

export const WithError: Story = {
  args: { label: 'Email', name: 'email', type: 'email', defaultValue: 'trader@', error: 'Email is invalid.' },
};
