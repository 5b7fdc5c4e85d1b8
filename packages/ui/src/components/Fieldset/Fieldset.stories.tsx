import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button';
import { PasswordField } from '../PasswordField';
import { TextField } from '../TextField';
import { Fieldset } from './Fieldset';

const meta = {
  title: 'Components/Fieldset',
  component: Fieldset,
  args: {
    legend: 'Sign-in details',
    children: (
      <>
        <TextField label="Email" type="email" name="email" autoComplete="username" />
        <PasswordField label="Password" name="password" autoComplete="current-password" />
        <Button type="submit">SIGN IN</Button>
      </>
    ),
  },
  render: (args) => (
    <form onSubmit={(event) => event.preventDefault()}>
      <Fieldset {...args} />
    </form>
  ),
} satisfies Meta<typeof Fieldset>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The legend is read by screen readers only: the card's heading shows what the form is for. */
export const Default: Story = {};

export const Playground: Story = {
  args: {
    legend: 'Your new password',
    hideLegend: false,
    disabled: false,
    children: (
      <>
        <PasswordField label="New password" name="new_password" autoComplete="new-password" />
        <PasswordField label="Confirm password" name="confirm_password" autoComplete="new-password" />
        <Button type="submit">RESET PASSWORD</Button>
      </>
    ),
  },
  argTypes: {
    legend: { control: 'text' },
    hideLegend: { control: 'boolean' },
    disabled: { control: 'boolean' },
    children: { control: false },
  },
};
