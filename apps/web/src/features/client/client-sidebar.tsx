import { Link } from '@tanstack/react-router';
import { useEffect, useRef, type Ref } from 'react';
import { LogoMark, MenuIcon } from '../../components/icons/icons';
import { SITE } from '../../lib/site';
import { useSession, useSignOut } from '../../data/session';
import { CLIENT_LINKS } from './client-links';
import styles from './client-shell.module.css';

export interface ClientSidebarProps {
  ref: Ref<HTMLElement>;
  id: string;
  open: boolean;
  /** Overlaying the page (narrow screens): a close button shows and focus moves into the sidebar on opening. */
  overlay: boolean;
  onClose: () => void;
  /** Called when a link is followed. */
  onNavigate: (() => void) | undefined;
}

/** SPEC §2: logo, close icon (mobile), the user's initial, name and 'Client', the six links, LOG OUT. */
export function ClientSidebar({ ref, id, open, overlay, onClose, onNavigate }: ClientSidebarProps) {
  const { userName } = useSession();
  const signOut = useSignOut();
  const name = userName ?? 'Client';
  const closeButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (overlay && open) closeButton.current?.focus();
  }, [overlay, open]);

  return (
    <aside
      ref={ref}
      id={id}
      aria-label="Client area"
      className={styles.sidebar}
      data-overlay={overlay}
      hidden={!open}
    >
      <div className={styles.sidebarTop}>
        <Link to="/" className={styles.logo} onClick={onNavigate}>
          <LogoMark />
          <span>{SITE.name}</span>
        </Link>
        {overlay ? (
          <button ref={closeButton} type="button" className={styles.closeButton} onClick={onClose}>
            <MenuIcon open />
            <span className="visually-hidden">Close menu</span>
          </button>
        ) : null}
      </div>

      <div className={styles.user}>
        <span className={styles.initial} aria-hidden="true">
          {name.charAt(0).toUpperCase()}
        </span>
        <span>
          <span className={styles.name}>{name}</span>
          <span className={styles.role}>Client</span>
        </span>
      </div>

      <nav aria-label="Client pages" className={styles.nav}>
        <ul>
          {CLIENT_LINKS.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className={styles.navLink} onClick={onNavigate}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <button type="button" className={styles.logout} onClick={() => void signOut()}>
        LOG OUT
      </button>
    </aside>
  );
}
