import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Select } from './Select';
import type { SelectOption } from './Select';

const COUNTRIES: SelectOption[] = [
  { value: 'BR', label: 'Brazil' },
  { value: 'CI', label: "Côte d'Ivoire" },
  { value: 'CO', label: 'Colombia' },
  { value: 'GH', label: 'Ghana' },
  { value: 'IN', label: 'India' },
  { value: 'US', label: 'United States' },
  { value: 'VN', label: 'Vietnam' },
];

const REASONS: SelectOption[] = [
  { value: 'reports', label: 'Premium reports' },
  { value: 'consultation', label: 'Expert consultation' },
  { value: 'courses', label: 'Courses and workshops' },
  { value: 'speaking', label: 'Speaking and events' },
  { value: 'other', label: 'Something else' },
];

const meta = {
  title: 'Components/Select',
  component: Select,
  args: { onChange: fn(), onBlur: fn() },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: {
    label: 'Country',
    name: 'country',
    placeholder: 'SELECT COUNTRY',
    options: COUNTRIES,
    autoComplete: 'country',
  },
};

export const Playground: Story = {
  args: {
    label: 'Reason for inquiry',
    name: 'reason',
    placeholder: 'REASON FOR INQUIRY',
    hint: 'So the right person answers.',
    error: '',
    options: REASONS,
    disabled: false,
    required: false,
  },
  argTypes: {
    label: { control: 'text' },
    placeholder: { control: 'text' },
    hint: { control: 'text' },
    error: { control: 'text' },
    options: { control: 'object' },
    disabled: { control: 'boolean' },
    required: { control: 'boolean' },
  },
};

export const WithError: Story = {
  args: {
    label: 'How did you hear about us?',
    name: 'source',
    placeholder: 'HOW DID YOU HEAR ABOUT US?',
    options: [
      { value: 'conference', label: 'A conference talk' },
      { value: 'colleague', label: 'A colleague' },
      { value: 'search', label: 'A web search' },
      { value: 'social', label: 'Social media' },
    ],
    error: 'Please tell us how you heard about us.',
  },
};

/** Without a placeholder the first option starts selected, as in any native select. */
export const WithoutPlaceholder: Story = {
  args: { label: 'Country', name: 'country', options: COUNTRIES, defaultValue: 'CO' },
};
