import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { fn } from 'storybook/test';
import { Button } from '../Button';
import { Modal } from './Modal';
import type { ModalProps } from './Modal';

/** The dialog with the button that opens it, so focus has somewhere to return to. */
function WithOpener({ open: initiallyOpen, onClose, ...props }: ModalProps) {
  const [open, setOpen] = useState(initiallyOpen);
  // The Playground's control opens and closes it too.
  useEffect(() => setOpen(initiallyOpen), [initiallyOpen]);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        SUMMARY
      </Button>
      <Modal
        {...props}
        open={open}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Components/Modal',
  component: Modal,
  render: (args) => <WithOpener {...args} />,
  args: {
    open: false,
    onClose: fn(),
    title: 'Coffee Weekly Report — 16 November 2026',
    children: (
      <p>
        Arabica rallied for a third week as certified stocks fell to a 25-year low and Minas Gerais stayed dry
        through flowering. Funds added to their net long; we expect a test of the highs before the rains
        arrive.
      </p>
    ),
  },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: {
    open: true,
    title: 'Subscribe to Cocoa Weekly Report',
    staticBackdrop: true,
    size: 'large',
    closeLabel: 'Close',
    footer: <Button>SUBSCRIBE NOW</Button>,
  },
  argTypes: {
    open: { control: 'boolean' },
    title: { control: 'text' },
    staticBackdrop: { control: 'boolean' },
    size: { control: 'inline-radio', options: ['medium', 'large'] },
    closeLabel: { control: 'text' },
    children: { control: false },
    footer: { control: false },
  },
};
