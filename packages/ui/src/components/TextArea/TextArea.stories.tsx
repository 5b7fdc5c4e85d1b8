import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { TextArea } from './TextArea';

const meta = {
  title: 'Components/TextArea',
  component: TextArea,
  args: { onChange: fn(), onBlur: fn() },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { label: 'Comments', name: 'comments' },
};

export const Playground: Story = {
  args: {
    label: 'Comments',
    name: 'comments',
    hint: 'Which markets, and what you would like to know.',
    error: '',
    placeholder: 'We buy arabica for a roastery in Hamburg and…',
    rows: 3,
    maxLength: 2000,
    disabled: false,
    required: false,
  },
  argTypes: {
    label: { control: 'text' },
    hint: { control: 'text' },
    error: { control: 'text' },
    placeholder: { control: 'text' },
    rows: { control: { type: 'number', min: 1, max: 12 } },
    maxLength: { control: 'number' },
    disabled: { control: 'boolean' },
    required: { control: 'boolean' },
  },
};

export const WithError: Story = {
  args: {
    label: 'Comments',
    name: 'comments',
    defaultValue: 'Hi',
    error: 'Please write at least 10 characters.',
  },
};
