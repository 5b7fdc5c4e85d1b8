import type { Meta, StoryObj } from '@storybook/react-vite';
import { Alert } from './Alert';

const meta = {
  title: 'Components/Alert',
  component: Alert,
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { children: 'The March cocoa outlook will be published on Friday.' },
};

export const Playground: Story = {
  args: {
    tone: 'error',
    title: 'Login failed',
    children: 'Login failed. Please try again.',
  },
  argTypes: {
    tone: { control: 'inline-radio', options: ['error', 'success', 'info'] },
    title: { control: 'text' },
    children: { control: 'text' },
  },
};

export const Tones: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 'var(--space-3)' }}>
      <Alert tone="info" title="Heads up">
        New sugar reports arrive every Monday.
      </Alert>
      <Alert tone="success" title="Payment received">
        Your subscription to Coffee Weekly is active.
      </Alert>
      <Alert tone="error" title="Payment declined">
        Your card was declined. Try another card.
      </Alert>
    </div>
  ),
};
