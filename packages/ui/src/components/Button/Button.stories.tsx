import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Button, buttonClassName } from './Button';

const meta = {
  title: 'Components/Button',
  component: Button,
  args: { onClick: fn() },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { children: 'Request a briefing' },
};

export const Playground: Story = {
  args: {
    children: 'SIGN IN',
    busyLabel: 'SIGNING IN...',
    variant: 'primary',
    busy: false,
    disabled: false,
    type: 'button',
  },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost'] },
    busy: { control: 'boolean' },
    busyLabel: { control: 'text' },
    children: { control: 'text' },
    disabled: { control: 'boolean' },
    type: { control: 'inline-radio', options: ['button', 'submit', 'reset'] },
  },
};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 'var(--space-3)', flexWrap: 'wrap' }}>
      <Button {...args} variant="primary">
        Primary
      </Button>
      <Button {...args} variant="secondary">
        Secondary
      </Button>
      <Button {...args} variant="ghost">
        Ghost
      </Button>
    </div>
  ),
};

export const Busy: Story = {
  args: { children: 'SIGN IN', busyLabel: 'SIGNING IN...', busy: true },
};

/** `buttonClassName()` styles a link (a router `<Link>` in the apps) exactly like a button. */
export const LinkStyledAsButton: Story = {
  render: () => (
    <a href="#reports" className={buttonClassName('secondary')}>
      Browse reports
    </a>
  ),
};
