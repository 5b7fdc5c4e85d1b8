import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { SlotPicker, type SlotPickerProps } from './SlotPicker';

const TIMES = ['9:00 AM', '9:15 AM', '9:30 AM', '10:45 AM', '11:00 AM', '2:00 PM', '2:15 PM', '4:30 PM'];

function Stateful(props: Omit<SlotPickerProps, 'value' | 'onChange'>) {
  const [value, setValue] = useState<string | null>(null);
  return <SlotPicker {...props} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Components/SlotPicker',
  component: SlotPicker,
  args: {
    legend: 'Free times on Monday, March 15 (Europe/London)',
    slots: TIMES.map((label, index) => ({ value: String(index), label })),
    value: null,
    onChange: () => {},
    empty: 'No free times this day. Choose another day.',
  },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof SlotPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A day's free times: one is chosen with a click or the arrow keys. */
export const Default: Story = {};

export const Playground: Story = {
  args: { disabled: false, slots: [] },
};
