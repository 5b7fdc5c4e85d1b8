import { composeStories } from '@storybook/react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { Modal } from './Modal';
import * as stories from './Modal.stories';

const { Default, Playground } = composeStories(stories);

/** The dialog with its opener and a spy on onClose. */
function Harness({ onClose, staticBackdrop = false }: { onClose: () => void; staticBackdrop?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        SUMMARY
      </button>
      <Modal
        open={open}
        staticBackdrop={staticBackdrop}
        title="Coffee Weekly Report"
        onClose={() => {
          onClose();
          setOpen(false);
        }}
      >
        <p>Arabica rallied as certified stocks fell.</p>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('Default has no axe violations, closed and open', async () => {
    const { container } = render(<Default />);
    await expectNoAxeViolations(container);
    await userEvent.click(screen.getByRole('button', { name: 'SUMMARY' }));
    await expectNoAxeViolations(container);
  });

  it('Playground has no axe violations', async () => {
    const { container } = render(<Playground />);
    await expectNoAxeViolations(container);
  });

  it('opens as a dialog named by its title, with focus inside', async () => {
    render(<Default />);
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'SUMMARY' }));
    const dialog = screen.getByRole('dialog', { name: 'Coffee Weekly Report — 16 November 2026' });
    expect(dialog).toHaveAttribute('open');
    expect(dialog).toHaveTextContent(/certified stocks fell/);
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('closes with the close button and gives focus back to the opener', async () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'SUMMARY' });
    await userEvent.click(opener);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it("gives focus to the page's main heading when the opener is gone", async () => {
    function RemovesItsOpener() {
      const [open, setOpen] = useState(false);
      const [deleted, setDeleted] = useState(false);
      return (
        <main>
          <h1>Reports</h1>
          {!deleted && (
            <button type="button" onClick={() => setOpen(true)}>
              Delete
            </button>
          )}
          <Modal
            open={open}
            title="Delete this report?"
            onClose={() => setOpen(false)}
            footer={
              <button
                type="button"
                onClick={() => {
                  setDeleted(true);
                  setOpen(false);
                }}
              >
                Delete report
              </button>
            }
          />
        </main>
      );
    }
    render(<RemovesItsOpener />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete report' }));
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Reports' })).toHaveFocus());
  });

  it('closes on Escape, even with a static backdrop', async () => {
    const onClose = vi.fn();
    render(<Harness staticBackdrop onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'SUMMARY' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(screen.getByRole('button', { name: 'SUMMARY' })).toHaveFocus());
  });

  it('closes on a backdrop click, and not on a click inside', async () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'SUMMARY' }));
    await userEvent.click(screen.getByText(/certified stocks fell/));
    expect(onClose).not.toHaveBeenCalled();
    // The backdrop belongs to the dialog element: a click there targets the dialog itself.
    await userEvent.click(screen.getByRole('dialog'));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('stays open on a backdrop click with a static backdrop', async () => {
    const onClose = vi.fn();
    render(<Harness staticBackdrop onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'SUMMARY' }));
    const dialog = screen.getByRole('dialog', { name: 'Coffee Weekly Report' });
    await userEvent.click(dialog);
    expect(onClose).not.toHaveBeenCalled();
    expect(dialog).toHaveAttribute('open');
    expect(dialog).toHaveAttribute('data-shake', 'true');
  });

  it('shows the footer and follows the open prop', () => {
    const { rerender } = render(
      <Modal open title="Plans" onClose={() => {}} footer={<button type="button">SUBSCRIBE NOW</button>}>
        <p>Three plans.</p>
      </Modal>,
    );
    expect(screen.getByRole('button', { name: 'SUBSCRIBE NOW' })).toBeVisible();
    rerender(
      <Modal open={false} title="Plans" onClose={() => {}}>
        <p>Three plans.</p>
      </Modal>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
