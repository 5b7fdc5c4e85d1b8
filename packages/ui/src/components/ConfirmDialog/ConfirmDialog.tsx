import { useEffect, useId, useRef } from 'react';
import type { ReactNode } from 'react';
import { cx } from '../../internal/cx';
import { Alert } from '../Alert';
import { Button } from '../Button';
import { Modal } from '../Modal';
import type { ModalProps } from '../Modal';
import styles from './ConfirmDialog.module.css';

export interface ConfirmDialogProps extends Omit<
  ModalProps,
  'children' | 'footer' | 'onClose' | 'staticBackdrop' | 'role'
> {
  /** What will happen, in a sentence or two; it describes the dialog. */
  children: ReactNode;
  /** The confirm button's words, e.g. 'Remove member'. */
  confirmLabel: ReactNode;
  /** Defaults to 'Cancel'. */
  cancelLabel?: ReactNode;
  onConfirm: () => void;
  /** Cancel, Close, Escape: the dialog asks to be closed without doing anything. */
  onCancel: () => void;
  /** Something that cannot be undone (removing, revoking): a red confirm button, and focus starts on Cancel. */
  destructive?: boolean;
  /** The confirmed action is under way: the confirm button is busy and both buttons wait. */
  busy?: boolean;
  /** Shown on the confirm button while busy. */
  busyLabel?: ReactNode;
  /** Why the action failed (the server's message), shown above the buttons. */
  error?: ReactNode;
}

/**
 * Asks before an action: a modal alert dialog (on `Modal`) with a title, a message, and confirm and cancel buttons.
 * Focus moves into it (to Cancel when the action is destructive, else to the confirm button) and returns to the
 * opener when it closes; Escape, Close and Cancel all cancel. A click on the backdrop does nothing: an answer is
 * wanted.
 */
export function ConfirmDialog({
  open,
  children,
  confirmLabel,
  cancelLabel = 'Cancel',
  onConfirm,
  onCancel,
  destructive = false,
  busy = false,
  busyLabel,
  error,
  ...rest
}: ConfirmDialogProps) {
  const messageId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);

  // Read when the dialog opens: a change of `destructive` while it is open must not move the user's focus.
  const destructiveRef = useRef(destructive);
  useEffect(() => {
    destructiveRef.current = destructive;
  });

  // Modal's own effect (a child's, so it runs first) has opened the dialog and focused its first button (Close).
  useEffect(() => {
    if (!open) return;
    (destructiveRef.current ? cancelRef : confirmRef).current?.focus();
  }, [open]);

  return (
    <Modal
      {...rest}
      open={open}
      onClose={onCancel}
      staticBackdrop
      role="alertdialog"
      aria-describedby={messageId}
      footer={
        <>
          <Button ref={cancelRef} variant="ghost" onClick={onCancel} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button
            ref={confirmRef}
            onClick={onConfirm}
            busy={busy}
            busyLabel={busyLabel}
            className={cx(destructive && styles.destructive)}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      <div id={messageId} className={styles.message}>
        {children}
      </div>
      {error !== undefined && error !== null && error !== '' ? <Alert tone="error">{error}</Alert> : null}
    </Modal>
  );
}
