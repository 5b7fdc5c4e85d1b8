import { composeStories } from '@storybook/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { ConfirmDialog } from './ConfirmDialog';
import * as stories from './ConfirmDialog.stories';

const { Default, Playground } = composeStories(stories);

/** A destructive dialog with its opener, and spies on its answers. */
function Harness({ onConfirm, onCancel }: { onConfirm: () => void; onCancel: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Remove Omar Haddad
      </button>
      <ConfirmDialog
        open={open}
        destructive
        title="Remove Omar Haddad?"
        confirmLabel="Remove member"
        onConfirm={() => {
          onConfirm();
          setOpen(false);
        }}
        onCancel={() => {
          onCancel();
          setOpen(false);
        }}
      >
        <p>Omar loses access at once.</p>
      </ConfirmDialog>
    </>
  );
}

describe('ConfirmDialog', () => {
  it('Default has no axe violations, closed and open', async () => {
    const { container } = render(<Default />);
    await expectNoAxeViolations(container);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Omar Haddad' }));
    await expectNoAxeViolations(container);
  });

  it('Playground has no axe violations, also with an error', async () => {
    const { container, rerender } = render(<Playground />);
    await expectNoAxeViolations(container);
    rerender(<Playground error="This member could not be found." />);
    await expectNoAxeViolations(container);
  });

  it('is an alert dialog named by its title and described by its message', async () => {
    render(<Default />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Omar Haddad' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Remove Omar Haddad?' });
    expect(dialog).toHaveAccessibleDescription(
      'Omar loses access at once, and the seats he holds are freed.',
    );
  });

  it('starts on Cancel when destructive, and on the confirm button otherwise', async () => {
    render(<Default />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Omar Haddad' }));
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();

    render(<Playground />);
    expect(screen.getByRole('button', { name: 'Make owner' })).toHaveFocus();
  });

  it('confirms with the confirm button', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(<Harness onConfirm={onConfirm} onCancel={onCancel} />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Omar Haddad' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove member' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
  });

  it.each([
    ['Cancel', async () => userEvent.click(screen.getByRole('button', { name: 'Cancel' }))],
    ['Close', async () => userEvent.click(screen.getByRole('button', { name: 'Close' }))],
    ['Escape', async () => userEvent.keyboard('{Escape}')],
  ])('cancels with %s and gives focus back to the opener', async (_how, act) => {
    const onCancel = vi.fn();
    const onConfirm = vi.fn();
    render(<Harness onCancel={onCancel} onConfirm={onConfirm} />);
    const opener = screen.getByRole('button', { name: 'Remove Omar Haddad' });
    await userEvent.click(opener);
    await act();
    await waitFor(() => expect(onCancel).toHaveBeenCalledTimes(1));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('stays open on a backdrop click', async () => {
    const onCancel = vi.fn();
    render(<Harness onCancel={onCancel} onConfirm={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Omar Haddad' }));
    await userEvent.click(screen.getByRole('alertdialog'));
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('waits while busy and shows why the action failed', () => {
    const { rerender } = render(
      <ConfirmDialog
        open
        title="Revoke the invitation?"
        confirmLabel="Revoke"
        busy
        busyLabel="Revoking..."
        onConfirm={() => {}}
        onCancel={() => {}}
      >
        <p>The link stops working.</p>
      </ConfirmDialog>,
    );
    const dialog = screen.getByRole('alertdialog');
    expect(within(dialog).getByRole('button', { name: 'Revoking...' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    rerender(
      <ConfirmDialog
        open
        title="Revoke the invitation?"
        confirmLabel="Revoke"
        error="This invitation could not be found."
        onConfirm={() => {}}
        onCancel={() => {}}
      >
        <p>The link stops working.</p>
      </ConfirmDialog>,
    );
    expect(within(dialog).getByRole('alert')).toHaveTextContent('This invitation could not be found.');
  });
});
