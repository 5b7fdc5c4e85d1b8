import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { SearchField } from './SearchField';
import type { SearchFieldProps } from './SearchField';

/** A controlled field, as an app keeps one: the clear button empties it (and calls `onClear` if given). */
function Controlled({ value: initial, onClear, ...props }: SearchFieldProps) {
  const [value, setValue] = useState(String(initial ?? ''));
  useEffect(() => setValue(String(initial ?? '')), [initial]);
  return (
    <SearchField
      {...props}
      value={value}
      onChange={(event) => setValue(event.target.value)}
      onClear={() => {
        onClear?.();
        setValue('');
      }}
    />
  );
}

const meta = {
  title: 'Components/SearchField',
  component: SearchField,
  render: (args) => <Controlled {...args} />,
  decorators: [(Story) => <div style={{ maxWidth: '24rem' }}>{Story()}</div>],
  args: { label: 'Search reports', value: '' },
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: {
    value: 'arabica',
    placeholder: 'Report name or summary',
    hint: 'Letters, digits and punctuation.',
    error: '',
    disabled: false,
    clearLabel: 'Clear search',
  },
  argTypes: {
    label: { control: 'text' },
    value: { control: 'text' },
    placeholder: { control: 'text' },
    hint: { control: 'text' },
    error: { control: 'text' },
    disabled: { control: 'boolean' },
    clearLabel: { control: 'text' },
    onClear: { control: false },
  },
};
