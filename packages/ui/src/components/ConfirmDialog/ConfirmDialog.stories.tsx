import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { fn } from 'storybook/test';
import { Button } from '../Button';
import { ConfirmDialog } from './ConfirmDialog';
import type { ConfirmDialogProps } from './ConfirmDialog';

/** The dialog with the button that opens it, so focus has somewhere to return to. */
function WithOpener({ open: initiallyOpen, onCancel, onConfirm, ...props }: ConfirmDialogProps) {
  const [open, setOpen] = useState(initiallyOpen);
  // The Playground's control opens and closes it too.
  useEffect(() => setOpen(initiallyOpen), [initiallyOpen]);
  return (
    <>
      <Button variant="ghost" onClick={() => setOpen(true)}>
        Remove Omar Haddad
      </Button>
      <ConfirmDialog
        {...props}
        open={open}
        onCancel={() => {
          onCancel();
          setOpen(false);
        }}
        onConfirm={() => {
          onConfirm();
          setOpen(false);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Components/ConfirmDialog',
  component: ConfirmDialog,
  render: (args) => <WithOpener {...args} />,
  args: {
    open: false,
    title: 'Remove Omar Haddad?',
    children: <p>Omar loses access at once, and the seats he holds are freed.</p>,
    confirmLabel: 'Remove member',
    destructive: true,
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: {
    open: true,
    title: 'Make Omar Haddad the owner?',
    children: <p>Omar becomes the owner of Harvest Capital and you become an admin.</p>,
    confirmLabel: 'Make owner',
    cancelLabel: 'Cancel',
    destructive: false,
    busy: false,
    busyLabel: 'Handing over...',
    error: '',
  },
  argTypes: {
    open: { control: 'boolean' },
    title: { control: 'text' },
    confirmLabel: { control: 'text' },
    cancelLabel: { control: 'text' },
    destructive: { control: 'boolean' },
    busy: { control: 'boolean' },
    busyLabel: { control: 'text' },
    error: { control: 'text' },
    children: { control: false },
  },
};
