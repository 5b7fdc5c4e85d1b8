import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Components/Checkbox',
  component: Checkbox,
  args: { onChange: fn(), onBlur: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { label: 'Purchase order required', name: 'po_required' },
};

export const Playground: Story = {
  args: {
    label: 'Purchase order required',
    name: 'po_required',
    hint: 'Every order then asks for your purchase-order number, and invoices show it.',
    error: '',
    defaultChecked: false,
    disabled: false,
  },
  argTypes: {
    label: { control: 'text' },
    hint: { control: 'text' },
    error: { control: 'text' },
    defaultChecked: { control: 'boolean' },
    disabled: { control: 'boolean' },
  },
};

export const WithError: Story = {
  args: {
    label: 'I accept the terms of use',
    name: 'terms',
    error: 'Please accept the terms to go on.',
  },
};
