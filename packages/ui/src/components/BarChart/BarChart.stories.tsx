import type { Meta, StoryObj } from '@storybook/react-vite';
import { BarChart } from './BarChart';

const months = ['Dec', 'Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov'];
const amounts = [4500, 0, 9000, 3950, 12450, 4500, 0, 7900, 3950, 4500, 16400, 8450];
const dollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

const meta = {
  title: 'Components/BarChart',
  component: BarChart,
  args: {
    caption: 'Revenue of the last 12 months',
    data: months.map((label, index) => ({
      label: `${label} 2026`,
      shortLabel: label,
      value: amounts[index] ?? 0,
    })),
    formatValue: (value: number) => dollars.format(value),
    labelHeader: 'Month',
    valueHeader: 'Revenue',
  },
} satisfies Meta<typeof BarChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: {
    caption: 'Subscriptions by report type',
    data: [
      { label: 'Coffee', value: 12 },
      { label: 'Cocoa', value: 7 },
      { label: 'Sugar', value: 3 },
    ],
    formatValue: (value: number) => String(value),
    labelHeader: 'Report type',
    valueHeader: 'Subscriptions',
  },
  argTypes: {
    caption: { control: 'text' },
    data: { control: 'object' },
    labelHeader: { control: 'text' },
    valueHeader: { control: 'text' },
  },
};

/** A year without sales: the bars are empty and the note says so. */
export const AllZero: Story = {
  args: { data: months.map((label) => ({ label, value: 0 })) },
};
