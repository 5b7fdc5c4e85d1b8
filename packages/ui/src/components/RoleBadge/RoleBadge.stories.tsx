import type { Meta, StoryObj } from '@storybook/react-vite';
import { RoleBadge } from './RoleBadge';

const meta = {
  title: 'Components/RoleBadge',
  component: RoleBadge,
  args: { value: 'owner' },
} satisfies Meta<typeof RoleBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: { variant: 'status', value: 'invited' },
  argTypes: {
    variant: { control: 'inline-radio', options: ['role', 'status'] },
    value: {
      control: 'select',
      options: ['owner', 'admin', 'member', 'billing', 'invited', 'expired', 'active', 'suspended'],
    },
    label: { control: 'text' },
  },
};

export const All: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 'var(--space-2)' }}>
      <RoleBadge value="owner" />
      <RoleBadge value="admin" />
      <RoleBadge value="member" />
      <RoleBadge value="billing" />
      <RoleBadge variant="status" value="invited" />
      <RoleBadge variant="status" value="active" />
      <RoleBadge variant="status" value="suspended" />
    </div>
  ),
};
