import type { Meta, StoryObj } from '@storybook/react-vite';
import { Spinner } from './Spinner';

const meta = {
  title: 'Components/Spinner',
  component: Spinner,
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: { label: 'Loading reports', size: 'medium' },
  argTypes: {
    label: { control: 'text' },
    size: { control: 'inline-radio', options: ['small', 'medium'] },
  },
};
