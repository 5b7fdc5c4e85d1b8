import type { Meta, StoryObj } from '@storybook/react-vite';
import { SeatMeter } from './SeatMeter';

const meta = {
  title: 'Components/SeatMeter',
  component: SeatMeter,
  args: { used: 2, total: 3, label: 'Seats on Coffee Weekly Report' },
} satisfies Meta<typeof SeatMeter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: { used: 1, total: 1, label: 'Seats on Cocoa Monthly' },
  argTypes: {
    used: { control: { type: 'number', min: 0 } },
    total: { control: 'select', options: [1, 3, null] },
    label: { control: 'text' },
  },
};

/** An enterprise licence: no limit, so only the count. */
export const Unlimited: Story = {
  args: { used: 12, total: null },
};
