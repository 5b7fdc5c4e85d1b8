import { FIRM_NAME, STAFF_ROLE_LABELS } from '@firm/domain';
import { AppBar, Button, SectionNav } from '@firm/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useMatchRoute } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { staffMeQueryOptions } from '../../data/staff';
import { api } from '../../lib/api';
import { navAreas, type NavArea } from '../../lib/areas';
import styles from './admin-layout.module.css';

export async function signOut() {
  await api.logout();
  window.location.assign('/login');
}

/** The firm's bar (who is signed in, in which role, and Logout) over the areas the role reads. */
export function AdminLayout({ children }: { children: ReactNode }) {
  const { data: me } = useSuspenseQuery(staffMeQueryOptions());
  const matchRoute = useMatchRoute();
  const areas = navAreas(me.reads);
  const byKey = new Map<string, NavArea>(areas.map((area) => [area.area, area]));
  return (
    <div className={styles.shell}>
      <AppBar brand={<a href="/">{FIRM_NAME}</a>}>
        <span>
          {me.name || me.email} <span className={styles.role}>({STAFF_ROLE_LABELS[me.staff_role]})</span>
        </span>
        <Button variant="secondary" onClick={() => void signOut()}>
          Logout
        </Button>
      </AppBar>
      {areas.length > 0 ? (
        <SectionNav
          label="Back office"
          items={areas.map((area) => ({
            key: area.area,
            label: area.label,
            href: area.path,
            active: Boolean(matchRoute({ to: area.path, fuzzy: area.path !== '/' })),
          }))}
          renderLink={(item, { children: label, href: _href, ...linkProps }) => (
            <Link to={byKey.get(item.key)?.path ?? '/'} {...linkProps}>
              {label}
            </Link>
          )}
        />
      ) : null}
      <main id="main" className={styles.main}>
        {children}
      </main>
    </div>
  );
}
