import { Link } from '@tanstack/react-router';
import { useCallback, useId, useRef, useState } from 'react';
import { useSignOut } from '../../data/session';
import { ChevronDownIcon } from '../../components/icons/icons';
import styles from './user-menu.module.css';
import { useDismiss } from './use-dismiss';

/** SPEC §2: the signed-in greeting (its initial on narrow screens) with a Dashboard (the Report Library) / Logout dropdown that closes on an outside click. */
export function UserMenu({ userName }: { userName: string }) {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const container = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const signOut = useSignOut();
  useDismiss(open, close, container, trigger);

  return (
    <div className={styles.menu} ref={container}>
      <button
        ref={trigger}
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        {/* Narrow screens show the initial only; the greeting stays the button's name for screen readers. */}
        <span className={styles.initial} aria-hidden="true">
          {userName.trim().charAt(0).toUpperCase()}
        </span>
        <span className={styles.greeting}>Hi, {userName}</span>
        <ChevronDownIcon />
      </button>
      <ul id={panelId} className={styles.panel} hidden={!open}>
        <li>
          <Link to="/client/report-library" className={styles.item} onClick={close}>
            Dashboard
          </Link>
        </li>
        <li>
          <button
            type="button"
            className={styles.item}
            onClick={() => {
              close();
              void signOut();
            }}
          >
            Logout
          </button>
        </li>
      </ul>
    </div>
  );
}
