import { useEffect, useId, useRef } from 'react';
import type { DialogHTMLAttributes, ReactNode } from 'react';
import { cx } from '../../internal/cx';
import styles from './Modal.module.css';

export type ModalSize = 'medium' | 'large';

export interface ModalProps extends Omit<
  DialogHTMLAttributes<HTMLDialogElement>,
  'open' | 'title' | 'children' | 'onClose'
> {
  /** Shown as a modal dialog while true. */
  open: boolean;
  /** Asked to close: the close button, Escape, or a click on the backdrop unless `staticBackdrop`. */
  onClose: () => void;
  /** The dialog's heading; it names the dialog. */
  title: ReactNode;
  children?: ReactNode;
  /** Actions under the content, e.g. a confirm button. */
  footer?: ReactNode;
  /** A click on the backdrop leaves the dialog open (it shakes briefly instead); Escape and Close still close it. */
  staticBackdrop?: boolean;
  /** Accessible name of the close button. Defaults to 'Close'. */
  closeLabel?: string;
  /** 40rem or 56rem wide at most. Defaults to 'medium'. */
  size?: ModalSize;
}

const SHAKE_MS = 300;

/**
 * Where focus goes when the opener is gone (the row a dialog deleted, say): the page's main heading, so keyboard
 * and screen reader users go on from the top of the content instead of from the start of the document.
 */
function focusPageHeading(): void {
  const target =
    document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('main');
  if (!target) return;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus();
}

function CloseIcon() {
  return (
    <svg
      className={styles.closeIcon}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M6 6l12 12M18 6L6 18" />
    </svg>
  );
}

/**
 * A modal dialog on the native `<dialog>`: `showModal()` puts it in the top layer, makes the page behind it inert
 * (so focus stays inside) and closes it on Escape. Focus goes back to the element that had it before opening, or,
 * when that element is gone, to the page's main heading.
 * Opening and closing fade over 300 ms and the backdrop over 150 ms, with no motion under `prefers-reduced-motion`.
 */
export function Modal({
  open,
  onClose,
  title,
  children,
  footer,
  staticBackdrop = false,
  closeLabel = 'Close',
  size = 'medium',
  className,
  ...rest
}: ModalProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const titleId = useId();
  // The latest props, for listeners that are attached once.
  const latest = useRef({ open, onClose, staticBackdrop });
  useEffect(() => {
    latest.current = { open, onClose, staticBackdrop };
  });

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    let shakeTimer: ReturnType<typeof setTimeout> | undefined;
    // A press that starts inside the content and ends on the backdrop (selecting text, say) is not a backdrop click.
    let pressedOnBackdrop = false;

    const restoreFocus = () => {
      const opener = openerRef.current;
      openerRef.current = null;
      if (document.activeElement !== document.body && !dialog.contains(document.activeElement)) return;
      if (opener?.isConnected) opener.focus();
      else focusPageHeading();
    };
    const onNativeClose = () => {
      // The close event is queued: the dialog may have been shown again since (React's StrictMode remount does).
      if (dialog.open) return;
      restoreFocus();
      // Escape closes the dialog natively; the owner still believes it open until told.
      if (latest.current.open) latest.current.onClose();
    };
    const onPointerDown = (event: PointerEvent) => {
      pressedOnBackdrop = event.target === dialog;
    };
    const onClick = (event: MouseEvent) => {
      // The content fills the dialog's box, so only the backdrop is the dialog itself.
      if (event.target !== dialog || !pressedOnBackdrop) return;
      if (!latest.current.staticBackdrop) {
        latest.current.onClose();
        return;
      }
      dialog.dataset.shake = 'true';
      clearTimeout(shakeTimer);
      shakeTimer = setTimeout(() => delete dialog.dataset.shake, SHAKE_MS);
    };

    dialog.addEventListener('close', onNativeClose);
    dialog.addEventListener('pointerdown', onPointerDown);
    dialog.addEventListener('click', onClick);
    return () => {
      clearTimeout(shakeTimer);
      dialog.removeEventListener('close', onNativeClose);
      dialog.removeEventListener('pointerdown', onPointerDown);
      dialog.removeEventListener('click', onClick);
      // Unmounted while open: the page behind must not stay inert, and focus must not be lost.
      if (dialog.open) {
        dialog.close();
        restoreFocus();
      }
    };
  }, []);

  return (
    <dialog
      {...rest}
      ref={dialogRef}
      aria-labelledby={titleId}
      className={cx(styles.dialog, styles[size], className)}
    >
      <div className={styles.content}>
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} aria-label={closeLabel} onClick={onClose}>
            <CloseIcon />
          </button>
        </div>
        <div className={styles.body}>{children}</div>
        {footer ? <div className={styles.footer}>{footer}</div> : null}
      </div>
    </dialog>
  );
}
