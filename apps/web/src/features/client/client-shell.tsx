import { AppBar, Button } from '@firm/ui';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { SITE } from '../../lib/site';
import { useSession, useSignOut } from '../../lib/use-session';
import styles from './client-shell.module.css';

/** The frame of the client area: the firm's logo back to the site, who is signed in, and LOG OUT (SPEC §2). */
export function ClientShell({ children }: { children: ReactNode }) {
  const { userName } = useSession();
  const signOut = useSignOut();
  const name = userName ?? 'Client';
  return (
    <div className={styles.shell}>
      <AppBar brand={<Link to="/">{SITE.name}</Link>}>
        <div className={styles.user}>
          <span className={styles.initial} aria-hidden="true">
            {name.charAt(0).toUpperCase()}
          </span>
          <span>
            <span className={styles.name}>{name}</span>
            <span className={styles.role}>Client</span>
          </span>
          <Button variant="ghost" onClick={() => void signOut()}>
            LOG OUT
          </Button>
        </div>
      </AppBar>
      <main id="main" className={styles.main}>
        {children}
      </main>
    </div>
  );
}
